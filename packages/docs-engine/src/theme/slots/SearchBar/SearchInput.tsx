import { useState, type KeyboardEvent, type Ref } from 'react';
import { useText } from '../../../client/index.ts';

export interface SearchInputProps {
  ref?: Ref<HTMLInputElement>;
  value: string;
  onValueChange(value: string): void;
  /** Id of the results listbox while it is shown. */
  listId: string | undefined;
  activeOptionId: string | undefined;
  onKeyDown(event: KeyboardEvent<HTMLInputElement>): void;
  onFocus?(): void;
  onMouseEnter?(): void;
}

/** A key pressed while an input method composes (Enter picks a candidate, Escape cancels it). */
export function isComposing(event: KeyboardEvent): boolean {
  return event.nativeEvent.isComposing || event.keyCode === 229;
}

/**
 * The search field. While an input method composes (Chinese, Japanese, Korean), the text typed so
 * far is kept here and only the composed result is passed on, so no query runs on half a word.
 */
export function SearchInput({
  ref,
  value,
  onValueChange,
  listId,
  activeOptionId,
  onKeyDown,
  onFocus,
  onMouseEnter,
}: SearchInputProps) {
  const t = useText();
  const [composition, setComposition] = useState<string | null>(null);
  return (
    <input
      ref={ref}
      className="de-search-input"
      type="search"
      role="combobox"
      aria-label={t('header.search.placeholder')}
      aria-autocomplete="list"
      aria-expanded={listId !== undefined}
      aria-controls={listId}
      aria-activedescendant={activeOptionId}
      placeholder={t('header.search.placeholder')}
      autoComplete="off"
      autoCorrect="off"
      autoCapitalize="off"
      spellCheck={false}
      enterKeyHint="search"
      value={composition ?? value}
      onCompositionStart={(event) => setComposition(event.currentTarget.value)}
      onCompositionEnd={(event) => {
        setComposition(null);
        onValueChange(event.currentTarget.value);
      }}
      onChange={(event) => {
        if (composition === null) onValueChange(event.target.value);
        else setComposition(event.target.value);
      }}
      onKeyDown={onKeyDown}
      onFocus={onFocus}
      onMouseEnter={onMouseEnter}
    />
  );
}
