import { useState, type KeyboardEvent } from 'react';
import type { AddressSuggestion } from '../../api/addresses/address-services.schema';
import type { AddressType } from '../../api/addresses/get-address-suggestions';
import type { CartRef } from '../../api/cart/cart-owner';
import type { FieldAria } from './form-field';
import { suggestionText } from './address-form-values';
import type { SimpleFieldRegistration } from './use-simple-form';
import { useAddressSuggestions } from './use-address-suggestions';

interface StreetComboboxProps {
  aria: FieldAria;
  field: SimpleFieldRegistration;
  autoComplete: string;
  cart: CartRef | undefined;
  addressType: AddressType;
  lang: string;
  language: string;
  texts: {
    listbox: string;
    count: (count: number) => string;
  };
  onPick: (suggestion: AddressSuggestion) => void;
}

/** The street field with suggestions: the ARIA 1.2 combobox pattern. */
export function StreetCombobox({
  aria,
  field,
  autoComplete,
  cart,
  addressType,
  lang,
  language,
  texts,
  onPick,
}: StreetComboboxProps) {
  const { suggestions, search, clear } = useAddressSuggestions({ cart, addressType, lang });
  const [closed, setClosed] = useState(false);
  // The highlighted option belongs to the list it was chosen in: a new list starts with none.
  const [highlight, setHighlight] = useState({ list: suggestions, index: -1 });
  const index = highlight.list === suggestions ? highlight.index : -1;
  const open = !closed && suggestions.length > 0;
  const listboxId = `${aria.id}-suggestions`;
  const optionId = (at: number) => `${aria.id}-suggestion-${at}`;

  const pick = (suggestion: AddressSuggestion) => {
    clear();
    onPick(suggestion);
  };

  const move = (step: 1 | -1) => {
    const count = suggestions.length;
    const from = open ? index : -1;
    const next = from === -1 ? (step === 1 ? 0 : count - 1) : (from + step + count) % count;
    setClosed(false);
    setHighlight({ list: suggestions, index: next });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (suggestions.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && open && index >= 0) {
      event.preventDefault(); // picks; does not submit the form
      const suggestion = suggestions[index];
      if (suggestion) pick(suggestion);
    } else if (event.key === 'Escape' && open) {
      event.preventDefault(); // closes the list, not a dialog around the form
      event.stopPropagation();
      setClosed(true);
    }
  };

  return (
    <div className="combobox">
      <input
        {...aria}
        type="text"
        role="combobox"
        autoComplete={autoComplete}
        aria-autocomplete="list"
        aria-expanded={open}
        aria-controls={listboxId}
        aria-activedescendant={open && index >= 0 ? optionId(index) : undefined}
        {...field}
        onChange={(event) => {
          setClosed(false);
          search(event.target.value);
          return field.onChange(event);
        }}
        onBlur={() => setClosed(true)}
        onKeyDown={onKeyDown}
      />
      <ul id={listboxId} role="listbox" aria-label={texts.listbox} hidden={!open}>
        {suggestions.map((suggestion, at) => (
          <li
            key={`${suggestion.id}-${at}`}
            id={optionId(at)}
            role="option"
            aria-selected={at === index}
            // Keeps focus (and the open list) in the input until the click picks.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(suggestion)}
          >
            {suggestionText(suggestion, language)}
          </li>
        ))}
      </ul>
      <span className="visually-hidden" role="status">
        {open ? texts.count(suggestions.length) : ''}
      </span>
    </div>
  );
}
