import { GameListPanel } from '../components/GameListPanel';
import { useCategory } from '../components/category-context';

export interface GameListSectionProps {
  screen: string;
  gameType?: string;
  searchable?: boolean;
}

/** The game-list section: the page's category, or the configured one elsewhere. */
export default function GameListSection({ gameType, searchable }: GameListSectionProps) {
  const category = useCategory();
  const type = gameType ?? category?.gameType ?? 'RNG';
  return (
    <GameListPanel
      gameType={type}
      {...(category && !gameType ? { gameTypes: category.gameTypes } : {})}
      {...(searchable !== undefined ? { searchable } : {})}
    />
  );
}
