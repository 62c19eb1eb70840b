import { useEffect, useId, useRef, useState } from 'react';

export interface SearchBoxProps {
  label: string;
  placeholder?: string;
  /** Pause after the last keystroke before `onSearch` runs (SPEC §9: 150 ms vehicle list, 400 ms). */
  debounceMs: number;
  onSearch(text: string): void;
}

/** A labelled search field that reports its text once typing pauses. */
export function SearchBox({ label, placeholder, debounceMs, onSearch }: SearchBoxProps) {
  const id = useId();
  const [text, setText] = useState('');
  const latest = useRef(onSearch);
  latest.current = onSearch;
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    const timer = setTimeout(() => latest.current(text), debounceMs);
    return () => clearTimeout(timer);
  }, [text, debounceMs]);

  return (
    <div className="fleet-portal-toolbar">
      <div className="fleet-portal-field">
        <label htmlFor={id}>{label}</label>
        <input
          id={id}
          type="search"
          placeholder={placeholder}
          value={text}
          onChange={(event) => setText(event.target.value)}
        />
      </div>
    </div>
  );
}
