import { useRef, useState, type KeyboardEvent, type PointerEvent } from 'react';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslation } from 'react-i18next';
import { fieldAria } from './aria';

/** How close (in % of the track) the piece must land to the notch. */
export const SLIDER_TOLERANCE = 3;

function randomTarget(): number {
  return 25 + Math.floor(Math.random() * 60);
}

function clamp(n: number): number {
  return Math.min(100, Math.max(0, Math.round(n)));
}

/**
 * Slider puzzle: move the piece onto the notch. A pointer drags it (released off the notch it springs back);
 * the keyboard moves it with the arrow keys (1), Page Up/Down (10), Home and End, and solves it on arrival, so the
 * check never depends on a pointer. Reports `true` through onChange when solved; the target can be fixed with
 * `ui:options.target` (stories, tests), otherwise it is random.
 */
export function SliderCaptchaWidget(props: WidgetProps) {
  const { id, value, onChange, options, disabled, uiSchema, rawErrors, label } = props;
  const { t } = useTranslation();
  const [target] = useState(() => (typeof options.target === 'number' ? options.target : randomTarget()));
  const solved = value === true;
  const [position, setPosition] = useState(solved ? target : 0);
  const [wasSolved, setWasSolved] = useState(solved);
  const track = useRef<HTMLDivElement>(null);
  const dragging = useRef(false);

  // The caller resets the puzzle (value back to false) after a rejected sign-in: put the piece back at the start.
  if (wasSolved !== solved) {
    setWasSolved(solved);
    if (!solved) setPosition(0);
  }

  const onTarget = (p: number) => Math.abs(p - target) <= SLIDER_TOLERANCE;
  const solve = () => {
    setPosition(target);
    onChange(true);
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
    if (onTarget(next)) solve();
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
    if (onTarget(released)) solve();
    else setPosition(0);
  };

  const instructionsId = `${id}__instructions`;
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
          aria-label={t(label || 'form_label_sliderCaptcha')}
          aria-valuemin={0}
          aria-valuemax={100}
          aria-valuenow={position}
          aria-disabled={locked || undefined}
          onKeyDown={onKeyDown}
          onPointerDown={onPointerDown}
          onPointerMove={onPointerMove}
          onPointerUp={onPointerUp}
          onPointerCancel={() => {
            dragging.current = false;
            setPosition(0);
          }}
          {...fieldAria(id, rawErrors, uiSchema, [instructionsId])}
        />
      </div>
    </div>
  );
}
