import { useState } from 'react';
import { Field } from './Field';

export interface SearchFieldProps {
  label: string;
  /** The search in the address now: the box starts from it, so Back shows what was searched. */
  value: string;
  /** Called with the trimmed text on Enter; an empty string clears the search. */
  onSearch: (q: string) => void;
  /** The remote's input look (its page stylesheet), beside the kit's label. */
  inputClassName?: string;
  /** On the input, as the lists' tests and e2e find it. */
  testId?: string;
  maxLength?: number;
}

/**
 * A list's search box: one labelled field in a search landmark, sent with Enter. The lists keep
 * their query in the address (HR's members, a hospital's doctors, a broker's agencies), so the
 * typed text is local until sent and nothing is fetched per keystroke.
 */
export function SearchField({ label, value, onSearch, inputClassName, testId, maxLength = 100 }: SearchFieldProps) {
  const [text, setText] = useState(value);
  return (
    <form
      role="search"
      onSubmit={(event) => {
        event.preventDefault();
        onSearch(text.trim());
      }}
    >
      <Field label={label}>
        {(control) => <input {...control} type="search" className={inputClassName} value={text} onChange={(event) => setText(event.target.value)} maxLength={maxLength} data-testid={testId} />}
      </Field>
    </form>
  );
}
