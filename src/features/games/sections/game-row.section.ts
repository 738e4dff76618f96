import type { SectionMeta } from '../../../sections/types';

/**
 * A row of games (SPEC §1 home rows, §9 6 items): new (isNew), hot (first of the session-cached hot list), jackpot
 * (gameClassify JP), and the member's favourites (paged) and recent games, which show only to a signed-in member.
 */
export const section: SectionMeta = {
  id: 'game-row',
  propsSchema: {
    type: 'object',
    additionalProperties: false,
    required: ['kind'],
    properties: {
      kind: { description: 'Which games: new, hot, jackpot, favourites or recent.', enum: ['new', 'hot', 'jackpot', 'favourites', 'recent'] },
      size: { description: 'Games shown (SPEC §9: 6).', type: 'integer', minimum: 1, maximum: 42 },
      gameType: { description: 'Category of the new and jackpot rows (default RNG).', type: 'string', pattern: '^[A-Z]+$' },
    },
  },
  load: () => import('./game-row'),
  // The row as games.css draws it (title line, then cells of 250px in columns of at least 150px, 12px apart), with
  // `size` cells (default 6, ROW_SIZE): the same height at every width. Favourites and recent show to members only.
  placeholder: (props) =>
    props.kind === 'favourites' || props.kind === 'recent'
      ? {}
      : {
          grid: {
            headHeight: '1.65rem',
            headGap: '8px',
            count: typeof props.size === 'number' ? props.size : 6,
            minCellWidth: '150px',
            cellHeight: '250px',
            gap: '12px',
          },
        },
};
