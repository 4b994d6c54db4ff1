import { clsx } from 'clsx';
import { Check } from 'lucide-react';
import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface ChoiceOption<T extends string> {
  value: T;
  label: string;
  /** Extra line under the label (announced as the description, not part of the name). */
  description?: string;
  icon?: ReactNode;
  /** Accessible name when the visible label is abbreviated ("60" + "min" -> "60 minutes"). */
  ariaLabel?: string;
}

const cardClass = (selected: boolean) =>
  clsx(
    'relative flex min-h-14 w-full items-center gap-3 rounded-xl border-2 px-4 py-3 text-left transition-colors',
    selected
      ? 'border-primary bg-primary-soft text-foreground'
      : 'border-border bg-card text-foreground hover:border-input hover:bg-muted/60',
  );

function OptionContent<T extends string>({
  option,
  selected,
  labelId,
  descriptionId,
}: {
  option: ChoiceOption<T>;
  selected: boolean;
  labelId: string;
  descriptionId: string;
}) {
  return (
    <>
      {option.icon ? (
        <span
          aria-hidden="true"
          className={clsx(
            'flex size-9 shrink-0 items-center justify-center rounded-lg [&_svg]:size-5',
            selected ? 'bg-primary text-primary-foreground' : 'bg-muted text-muted-foreground',
          )}
        >
          {option.icon}
        </span>
      ) : null}
      <span className="flex min-w-0 flex-1 flex-col">
        <span id={labelId} className="font-semibold">
          {option.label}
        </span>
        {option.description ? (
          <span id={descriptionId} className="text-xs text-muted-foreground">
            {option.description}
          </span>
        ) : null}
      </span>
      <span
        aria-hidden="true"
        className={clsx(
          'flex size-5 shrink-0 items-center justify-center rounded-full border-2',
          selected ? 'border-primary bg-primary text-primary-foreground' : 'border-input',
        )}
      >
        {selected ? <Check className="size-3" strokeWidth={3.5} /> : null}
      </span>
    </>
  );
}

/**
 * Single choice as a radio group of cards: Tab enters the group, arrow keys move and select
 * (WAI-ARIA radio group pattern).
 */
export function ChoiceRadioGroup<T extends string>({
  labelledBy,
  describedBy,
  options,
  value,
  onChange,
  className,
}: {
  labelledBy: string;
  describedBy?: string;
  options: readonly ChoiceOption<T>[];
  value: T | '';
  onChange: (value: T) => void;
  className?: string;
}) {
  const baseId = useId();
  const refs = useRef<(HTMLButtonElement | null)[]>([]);
  const selectedIndex = options.findIndex((o) => o.value === value);

  const move = (index: number) => {
    const next = (index + options.length) % options.length;
    const option = options[next];
    if (!option) return;
    onChange(option.value);
    refs.current[next]?.focus();
  };

  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    const keys: Record<string, number> = {
      ArrowRight: index + 1,
      ArrowDown: index + 1,
      ArrowLeft: index - 1,
      ArrowUp: index - 1,
      Home: 0,
      End: options.length - 1,
    };
    const target = keys[event.key];
    if (target === undefined) return;
    event.preventDefault();
    move(target);
  };

  return (
    <div
      role="radiogroup"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={className}
    >
      {options.map((option, index) => {
        const selected = option.value === value;
        const labelId = `${baseId}-${index}-label`;
        const descriptionId = `${baseId}-${index}-description`;
        return (
          <button
            key={option.value}
            ref={(el) => {
              refs.current[index] = el;
            }}
            type="button"
            role="radio"
            aria-checked={selected}
            aria-label={option.ariaLabel}
            aria-labelledby={option.ariaLabel ? undefined : labelId}
            aria-describedby={option.description ? descriptionId : undefined}
            tabIndex={selected || (selectedIndex === -1 && index === 0) ? 0 : -1}
            className={cardClass(selected)}
            onClick={() => onChange(option.value)}
            onKeyDown={(event) => onKeyDown(event, index)}
          >
            <OptionContent
              option={option}
              selected={selected}
              labelId={labelId}
              descriptionId={descriptionId}
            />
          </button>
        );
      })}
    </div>
  );
}

/** Multiple choice as toggle buttons (`aria-pressed`) inside a labelled group. */
export function ChoiceToggleGroup<T extends string>({
  labelledBy,
  describedBy,
  options,
  values,
  onToggle,
  className,
}: {
  labelledBy: string;
  describedBy?: string;
  options: readonly ChoiceOption<T>[];
  values: readonly T[];
  onToggle: (value: T) => void;
  className?: string;
}) {
  const baseId = useId();
  return (
    <div
      role="group"
      aria-labelledby={labelledBy}
      aria-describedby={describedBy}
      className={className}
    >
      {options.map((option, index) => {
        const selected = values.includes(option.value);
        const labelId = `${baseId}-${index}-label`;
        const descriptionId = `${baseId}-${index}-description`;
        return (
          <button
            key={option.value}
            type="button"
            aria-pressed={selected}
            aria-label={option.ariaLabel}
            aria-labelledby={option.ariaLabel ? undefined : labelId}
            aria-describedby={option.description ? descriptionId : undefined}
            className={cardClass(selected)}
            onClick={() => onToggle(option.value)}
          >
            <OptionContent
              option={option}
              selected={selected}
              labelId={labelId}
              descriptionId={descriptionId}
            />
          </button>
        );
      })}
    </div>
  );
}
