import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import { useTranslation } from 'react-i18next';
import '../forms.css';

/** How close (in % of the track) the piece must land to the notch; the server checks the same bound. */
export const SLIDER_TOLERANCE = 3;

function clamp(n: number): number {
  return Math.min(100, Math.max(0, Math.round(n)));
}

export interface SliderPuzzleProps {
  id: string;
  /** Where the notch is, in % of the track (the server's challenge). */
  target: number;
  /** The puzzle was solved: the piece sits on the notch and is locked. */
  solved: boolean;
  /** Called once when the piece lands on the notch, with where it was released. */
  onSolved(position: number): void;
  disabled?: boolean;
  /** Accessible name of the piece. */
  label: string;
  /** Extra ARIA (invalid state, described-by ids of an error and hint). */
  aria?: { 'aria-invalid'?: boolean; 'aria-describedby'?: string };
}

/**
 * Slider puzzle: move the piece onto the notch. A pointer drags it (released off the notch it springs back); the
 * keyboard moves it with the arrow keys (1), Page Up/Down (10), Home and End, and solves it on arrival, so the check
 * never depends on a pointer.
 */
export function SliderPuzzle({ id, target, solved, onSolved, disabled, label, aria }: SliderPuzzleProps) {
  const { t } = useTranslation();
  const [position, setPosition] = useState(solved ? target : 0);
  const [shown, setShown] = useState({ solved, target });
  const track = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  // A new challenge, or a reset after a refused sign-in, puts the piece back at the start.
  if (shown.solved !== solved || shown.target !== target) {
    setShown({ solved, target });
    setPosition(solved ? target : 0);
  }

  const onTarget = (p: number) => Math.abs(p - target) <= SLIDER_TOLERANCE;
  const solve = (released: number) => {
    setPosition(target);
    onSolved(released);
  };
  const locked = solved || disabled;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (locked) return;
    const steps: Record<string, number> = { ArrowRight: 1, ArrowUp: 1, ArrowLeft: -1, ArrowDown: -1, PageUp: 10, PageDown: -10 };
    let next: number | undefined;
    if (event.key in steps) next = clamp(position + steps[event.key]!);
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = 100;
    if (next === undefined) return;
    event.preventDefault();
    if (onTarget(next)) solve(next);
    else setPosition(next);
  };

  const positionAt = (clientX: number): number => {
    const rect = track.current?.getBoundingClientRect();
    if (!rect || rect.width === 0) return position;
    return clamp(((clientX - rect.left) / rect.width) * 100);
  };
  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (locked) return;
    dragging.current = true;
    event.currentTarget.setPointerCapture?.(event.pointerId);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (dragging.current) setPosition(positionAt(event.clientX));
  };
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    if (!dragging.current) return;
    dragging.current = false;
    const released = positionAt(event.clientX);
    if (onTarget(released)) solve(released);
    else setPosition(0);
  };

  const instructionsId = `${id}__instructions`;
  const describedBy = [instructionsId, aria?.['aria-describedby']].filter(Boolean).join(' ');
  return (
    <div className="form-slider">
      <p id={instructionsId} className="form-slider__instructions">
        {solved ? t('form_slider_solved') : t('form_slider_instructions', { target })}
      </p>
      <div className="form-slider__track" ref={track}>
        <span className="form-slider__notch" style={{ insetInlineStart: `${target}%` }} aria-hidden="true" />
        {/* A puzzle piece dragged over a picture, not a value input: a native range cannot tell release from arrival. */}
        <div
          id={id}
          // oxlint-disable-next-line jsx-a11y/prefer-tag-over-role
          role="slider"
          tabIndex={locked ? -1 : 0}
          className={['form-slider__thumb', solved && 'form-slider__thumb--solved'].filter(Boolean).join(' ')}
          style={{ insetInlineStart: `${position}%` }}
          aria-label={label}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={position}
          aria-disabled={locked || undefined}
          aria-invalid={aria?.['aria-invalid']}
          aria-describedby={describedBy}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            dragging.current = false;
            setPosition(0);
          }}
        />
      </div>
    </div>
  );
}
