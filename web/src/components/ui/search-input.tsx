import { Search, X } from 'lucide-react';
import { useId, useRef } from 'react';

/**
 * A search landmark with a labelled search field, a magnifier, and a clear button while there
 * is text. The texts come from the caller (already translated).
 */
export function SearchInput({
  value,
  onChange,
  label,
  placeholder,
  clearLabel,
  className,
  labelClassName = 'sr-only',
}: {
  value: string;
  onChange: (value: string) => void;
  label: string;
  placeholder: string;
  clearLabel: string;
  className?: string;
  labelClassName?: string;
}) {
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  return (
    <div role="search" className={className}>
      <label htmlFor={id} className={labelClassName}>
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden="true" className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-stone-500" />
        <input
          ref={input}
          id={id}
          type="search"
          value={value}
          onChange={(event) => onChange(event.target.value)}
          placeholder={placeholder}
          maxLength={100}
          autoComplete="off"
          className="h-11 w-full rounded-xl border border-stone-300 bg-white pr-10 pl-9 text-sm text-stone-900 shadow-sm placeholder:text-stone-500 focus:border-tea-600 [&::-webkit-search-cancel-button]:hidden"
        />
        {value && (
          <button
            type="button"
            // The button goes with the text: focus goes back to the field, not to the page.
            onClick={() => {
              onChange('');
              input.current?.focus();
            }}
            aria-label={clearLabel}
            className="absolute top-1/2 right-2 -translate-y-1/2 rounded-md p-1 text-stone-500 hover:bg-stone-100 hover:text-stone-900"
          >
            <X aria-hidden="true" className="size-4" />
          </button>
        )}
      </div>
    </div>
  );
}
