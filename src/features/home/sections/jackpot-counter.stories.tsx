import type { Meta, StoryObj } from '@storybook/react-vite';
import JackpotCounter from './jackpot-counter';

const meta = {
  title: 'Home/Sections/JackpotCounter',
  component: JackpotCounter,
  args: { screen: 'home' },
} satisfies Meta<typeof JackpotCounter>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Starts somewhere in 11e9–12e9 and grows every 3–5 s. */
export const Default: Story = {};

/** Near the top of the range: the next ticks start over at 11e9. */
export const NearTheTop: Story = { args: { start: 11_999_999_900 } };
