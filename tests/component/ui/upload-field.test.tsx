import { useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { I18nextProvider } from 'react-i18next';
import { i18n, initI18n } from '@/i18n';
import { readAsDataUrl, UploadField, type UploadFieldProps } from '@/ui/upload-field';

const MB = 1024 * 1024;

beforeAll(async () => {
  await initI18n('EN');
});

// jsdom has no object URLs; count what is made and freed.
let made: string[];
let revoked: string[];
beforeEach(() => {
  made = [];
  revoked = [];
  let next = 0;
  Object.defineProperty(URL, 'createObjectURL', {
    configurable: true,
    value: vi.fn<(blob: Blob) => string>(() => {
      const url = `blob:test/${(next += 1)}`;
      made.push(url);
      return url;
    }),
  });
  Object.defineProperty(URL, 'revokeObjectURL', {
    configurable: true,
    value: vi.fn<(url: string) => void>((url) => {
      revoked.push(url);
    }),
  });
});
afterEach(() => {
  Reflect.deleteProperty(URL, 'createObjectURL');
  Reflect.deleteProperty(URL, 'revokeObjectURL');
});

function image(name: string, type = 'image/png', size = 200 * 1024): File {
  const file = new File(['x'], name, { type });
  Object.defineProperty(file, 'size', { value: size });
  return file;
}

function Harness({ initial = [], onChange, ...props }: Partial<UploadFieldProps> & { initial?: File[] }) {
  const [files, setFiles] = useState<readonly File[]>(initial);
  return (
    <I18nextProvider i18n={i18n}>
      <UploadField
        label="Proof of payment"
        value={files}
        onChange={(next) => {
          onChange?.(next);
          setFiles(next);
        }}
        {...props}
      />
    </I18nextProvider>
  );
}

// Real pickers let people choose "All files", so the browser's `accept` filter is not what keeps a .gif out.
const setup = () => userEvent.setup({ applyAccept: false });
const picker = () => screen.getByLabelText('Proof of payment Choose images');

describe('UploadField', () => {
  it('offers a keyboard-reachable file input for png and jpg, named by the field and its button', async () => {
    const user = setup();
    render(<Harness />);
    const input = picker();
    expect(input).toHaveAttribute('type', 'file');
    expect(input).toHaveAttribute('accept', 'image/png,image/jpeg');
    expect(input).toHaveAccessibleDescription('png or jpg only, at most 5MB each, at most 3 images');
    expect(screen.getByText('Choose images')).toBeVisible();
    await user.tab();
    expect(input).toHaveFocus();
  });

  it('adds a chosen image with a preview and says how many are chosen', async () => {
    const user = setup();
    render(<Harness />);
    expect(screen.getByText('0 of 3 images chosen')).toHaveAttribute('aria-live', 'polite');
    await user.upload(picker(), image('receipt.png'));
    expect(screen.getByRole('img', { name: 'Preview of receipt.png' })).toHaveAttribute('src', made[0]);
    expect(screen.getByText('1 of 3 images chosen')).toBeInTheDocument();
    await user.upload(picker(), image('slip.jpg', 'image/jpeg'));
    expect(screen.getByRole('img', { name: 'Preview of slip.jpg' })).toBeInTheDocument();
    expect(screen.getByText('2 of 3 images chosen')).toBeInTheDocument();
  });

  it('refuses a 6 MB file with the size error and does not add it', async () => {
    const user = setup();
    const onChange = vi.fn<(files: File[]) => void>();
    render(<Harness onChange={onChange} />);
    await user.upload(picker(), image('large.png', 'image/png', 6 * MB));
    expect(screen.getByText('large.png was not added: at most 5MB each')).toBeInTheDocument();
    expect(picker()).toHaveAttribute('aria-invalid', 'true');
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('img')).not.toBeInTheDocument();
    expect(screen.getByText('0 of 3 images chosen')).toBeInTheDocument();
  });

  it('accepts a file of exactly 5 MB', async () => {
    const user = setup();
    render(<Harness />);
    await user.upload(picker(), image('edge.png', 'image/png', 5 * MB));
    expect(screen.getByRole('img', { name: 'Preview of edge.png' })).toBeInTheDocument();
  });

  it('refuses a .gif', async () => {
    const user = setup();
    const onChange = vi.fn<(files: File[]) => void>();
    render(<Harness onChange={onChange} />);
    await user.upload(picker(), image('moving.gif', 'image/gif'));
    expect(screen.getByText('moving.gif was not added: png or jpg only')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a file whose type and name disagree', async () => {
    const user = setup();
    const onChange = vi.fn<(files: File[]) => void>();
    render(<Harness onChange={onChange} />);
    await user.upload(picker(), [image('renamed.png', 'image/gif'), image('script.txt', 'image/png')]);
    expect(screen.getByText('renamed.png was not added: png or jpg only')).toBeInTheDocument();
    expect(screen.getByText('script.txt was not added: png or jpg only')).toBeInTheDocument();
    expect(onChange).not.toHaveBeenCalled();
  });

  it('refuses a 4th image', async () => {
    const user = setup();
    render(<Harness initial={[image('a.png'), image('b.png'), image('c.jpeg', 'image/jpeg')]} />);
    await user.upload(picker(), image('d.png'));
    expect(screen.getByText('d.png was not added: at most 3 images')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Preview of d.png' })).not.toBeInTheDocument();
    expect(screen.getByText('3 of 3 images chosen')).toBeInTheDocument();
  });

  it('adds the first images up to the limit from one pick and refuses the rest', async () => {
    const user = setup();
    render(<Harness />);
    await user.upload(picker(), [image('1.png'), image('2.png'), image('3.png'), image('4.png')]);
    expect(screen.getAllByRole('img')).toHaveLength(3);
    expect(screen.getByText('4.png was not added: at most 3 images')).toBeInTheDocument();
  });

  it('removes an image with its Remove button, frees its preview and keeps focus in the field', async () => {
    const user = setup();
    render(<Harness />);
    await user.upload(picker(), [image('keep.png'), image('drop.png')]);
    const dropUrl = screen.getByRole('img', { name: 'Preview of drop.png' }).getAttribute('src');
    await user.click(screen.getByRole('button', { name: 'Remove drop.png' }));
    expect(screen.queryByRole('img', { name: 'Preview of drop.png' })).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Preview of keep.png' })).toBeInTheDocument();
    expect(revoked).toContain(dropUrl);
    expect(screen.getByText('1 of 3 images chosen')).toBeInTheDocument();
    expect(picker()).toHaveFocus();
  });

  it('frees every preview when the field goes away', async () => {
    const user = setup();
    const { unmount } = render(<Harness />);
    await user.upload(picker(), [image('a.png'), image('b.png')]);
    unmount();
    expect(revoked.toSorted()).toEqual(made.toSorted());
    expect(made.length).toBeGreaterThanOrEqual(2);
  });

  it("shows the caller's error with the field's own", () => {
    render(<Harness error="Upload the proof of payment" />);
    expect(screen.getByText('Upload the proof of payment')).toBeInTheDocument();
    expect(picker()).toHaveAttribute('aria-invalid', 'true');
  });
});

describe('readAsDataUrl', () => {
  it('reads a file as a data URL', async () => {
    const file = new File([new Uint8Array([137, 80, 78, 71])], 'tiny.png', { type: 'image/png' });
    await expect(readAsDataUrl(file)).resolves.toBe('data:image/png;base64,iVBORw==');
  });
});
