import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { UploadField, type UploadFieldProps } from './upload-field';

// 1×1 pixels, one colour each, so previews are distinguishable.
const PIXELS = {
  red: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGM4pqEBAALOARf5nI0cAAAAAElFTkSuQmCC',
  green: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPQqzUCAAG6AN7Eir+IAAAAAElFTkSuQmCC',
  blue: 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGPQ998KAAHkATSyZhuoAAAAAElFTkSuQmCC',
};

function png(name: string, colour: keyof typeof PIXELS): File {
  const bytes = Uint8Array.from(atob(PIXELS[colour]), (c) => c.charCodeAt(0));
  return new File([bytes], name, { type: 'image/png' });
}

/** The caller owns the files, as pages do. */
function Controlled(props: Omit<UploadFieldProps, 'value' | 'onChange'> & { initial?: () => File[] }) {
  const { initial, ...rest } = props;
  const [files, setFiles] = useState<readonly File[]>(() => initial?.() ?? []);
  return (
    <div style={{ maxWidth: 480, padding: 16 }}>
      <UploadField {...rest} value={files} onChange={setFiles} />
    </div>
  );
}

const input = (canvasElement: HTMLElement) => within(canvasElement).getByLabelText(/Choose images/) as HTMLInputElement;

const meta = {
  title: 'UI/UploadField',
  component: Controlled,
  args: { label: 'Proof of payment' },
} satisfies Meta<typeof Controlled>;
export default meta;

type Story = StoryObj<typeof meta>;

/** Nothing chosen yet. */
export const Empty: Story = {};

/** Two images chosen, each with its preview and Remove button. */
export const WithImages: Story = {
  args: { initial: () => [png('receipt-front.png', 'red'), png('receipt-back.png', 'green')] },
};

/** All three images chosen. */
export const Full: Story = {
  args: { initial: () => [png('slip-1.png', 'red'), png('slip-2.png', 'green'), png('slip-3.png', 'blue')] },
  play: async ({ canvasElement }) => {
    await userEvent.upload(input(canvasElement), png('slip-4.png', 'red'));
    await expect(within(canvasElement).getByText(/slip-4\.png/)).toBeInTheDocument();
    await expect(within(canvasElement).getAllByRole('img')).toHaveLength(3);
  },
};

/** A file over 5 MB was refused. */
export const TooLarge: Story = {
  play: async ({ canvasElement }) => {
    const large = new File([new Uint8Array(6 * 1024 * 1024)], 'scan.png', { type: 'image/png' });
    await userEvent.upload(input(canvasElement), large);
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A file that is not png or jpg was refused. */
export const WrongType: Story = {
  play: async ({ canvasElement }) => {
    const gif = new File(['GIF89a'], 'animation.gif', { type: 'image/gif' });
    await userEvent.upload(input(canvasElement), gif, { applyAccept: false });
    await expect(input(canvasElement)).toHaveAttribute('aria-invalid', 'true');
  },
};

/** Disabled while a step is sending. */
export const Disabled: Story = { args: { disabled: true, initial: () => [png('receipt.png', 'blue')] } };
