import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import WinnerBoard, { WinnerBoardView } from './winner-board';
import { storyStates, WINNERS_CALL } from './story-states';

const winner = (i: number) => ({
  player: `pl***${i % 10}`,
  game: ['Fortune Tiger', 'Mahjong Ways', 'Ocean King', 'Sweet Bonanza'][i % 4]!,
  prize: 1000 + i * 12_345.67,
  time: Date.UTC(2026, 0, 1, i % 24, i % 60),
});

const meta = {
  title: 'Home/Sections/WinnerBoard',
  component: WinnerBoardView,
  args: { winners: Array.from({ length: 20 }, (_, i) => winner(i)) },
} satisfies Meta<typeof WinnerBoardView>;
export default meta;

type Story = StoryObj<typeof meta>;

/** 20 winners scrolling 0.5 px a frame; hover, focus or Pause stops it. */
export const LongList: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('row')).toHaveLength(21);
    // It moves by itself, and Pause stops it where it is.
    const rows = canvasElement.querySelector('tbody')!;
    const offset = () => new DOMMatrix(getComputedStyle(rows).transform).m42;
    await waitFor(() => expect(offset()).toBeLessThan(-2));
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(canvas.getByRole('button', { name: 'Resume' })).toHaveAttribute('aria-pressed', 'true');
    // The scroll runs on the compositor: the page learns where it stopped at the next frames, not at the click.
    for (let frame = 0; frame < 2; frame += 1) await new Promise((resolve) => requestAnimationFrame(resolve));
    const paused = offset();
    await new Promise((resolve) => setTimeout(resolve, 200));
    await expect(offset()).toBe(paused);
  },
};

/** A few winners: no scrolling needed. */
export const Short: Story = { args: { winners: [winner(1), winner(2), winner(3)] } };

/** Nobody has won yet. */
export const Empty: Story = { args: { winners: [] } };

/** Still moving, for comparison with reduced motion in the browser settings. */
export const Still: Story = { args: { animate: false } };

/** The section against the sandbox (session-cached). */
export const FromSandbox: Story = { render: () => <WinnerBoard /> };

/** The winners call has not answered: a box of the final size. */
export const Loading: Story = {
  render: () => <WinnerBoard />,
  beforeEach({ msw }) {
    msw.use(storyStates.pending(WINNERS_CALL));
  },
};

/** The winners call failed. */
export const Error: Story = {
  render: () => <WinnerBoard />,
  beforeEach({ msw }) {
    msw.use(storyStates.failing(WINNERS_CALL));
  },
};
