// Locality multi-select with typeahead over the city's localities, by name, pincode or a near spelling: an
// ARIA combobox (arrow keys move, Enter picks, Escape closes); the picked ones sit below as removable chips.
import { useId, useState, type KeyboardEvent } from 'react';
import type { TArea } from '#shared/contracts/reference.ts';
import { matchLocalities } from '#shared/search/locality-match.ts';
import { Icon } from '#web/components/icon.tsx';
import combo from '../components/area-combobox.module.css';
import styles from './filter-panel.module.css';

type Props = {
  areas: TArea[] | undefined;
  isLoading: boolean;
  isError: boolean;
  chosen: string[];
  nameOf(area: string): string;
  onChange(areas: string[]): void;
};

export function LocalityPicker({ areas, isLoading, isError, chosen, nameOf, onChange }: Props) {
  const id = useId();
  const [text, setText] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const chosenNames = new Set(chosen.map(nameOf));
  const options = matchLocalities(areas ?? [], text).filter((area) => !chosenNames.has(area.areaName));
  const isShowing = isOpen && text.trim() !== '';

  function pick(area: TArea) {
    onChange([...chosen, area.areaName]);
    setText('');
    setActive(0);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setIsOpen(true);
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (options.length > 0) setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      if (isShowing && options[active]) pick(options[active]);
    } else if (event.key === 'Escape' && isShowing) {
      event.preventDefault();
      event.stopPropagation();
      setIsOpen(false);
    } else if (event.key === 'Backspace' && text === '' && chosen.length > 0) {
      onChange(chosen.slice(0, -1));
    }
  }

  const hint = isLoading ? 'Loading localities…' : isError ? 'Could not load localities' : 'Type a name or pincode';
  return (
    <div className={styles.group}>
      <label className={styles.groupLabel} htmlFor={`${id}-input`}>
        Localities
      </label>
      <div className={combo.combo}>
        <input
          id={`${id}-input`}
          className="input"
          role="combobox"
          aria-expanded={isShowing}
          aria-controls={`${id}-list`}
          aria-autocomplete="list"
          aria-activedescendant={isShowing && options[active] ? `${id}-option-${options[active].areaId}` : undefined}
          aria-describedby={`${id}-hint`}
          autoComplete="off"
          placeholder="Gachibowli or 500032"
          value={text}
          disabled={isError && !areas}
          onChange={(event) => {
            setText(event.target.value);
            setIsOpen(true);
            setActive(0);
          }}
          onKeyDown={onKeyDown}
          onFocus={() => setIsOpen(true)}
          onBlur={() => setIsOpen(false)}
        />
        <ul id={`${id}-list`} role="listbox" aria-label="Matching localities" className={combo.options} hidden={!isShowing}>
          {options.length === 0 && isShowing && (
            <li className={combo.noOption} role="option" aria-disabled="true" aria-selected="false">
              {isLoading ? 'Loading localities…' : 'No locality matches'}
            </li>
          )}
          {options.map((area, index) => (
            <li
              key={area.areaId}
              id={`${id}-option-${area.areaId}`}
              role="option"
              aria-selected={index === active}
              className={combo.option}
              // Picked on pointer down, before the input's blur closes the list.
              onPointerDown={(event) => {
                event.preventDefault();
                pick(area);
              }}
            >
              <span>{area.areaName}</span>
              <span className={combo.pincode}>{area.pincode}</span>
            </li>
          ))}
        </ul>
      </div>
      <p id={`${id}-hint`} className={styles.hint}>
        {hint}
      </p>
      {chosen.length > 0 && (
        <ul className={styles.picked} aria-label="Chosen localities">
          {chosen.map((area) => (
            <li key={area} className={styles.pickedChip}>
              {nameOf(area)}
              <button
                type="button"
                className={styles.chipRemove}
                aria-label={`Remove locality ${nameOf(area)}`}
                onClick={() => onChange(chosen.filter((item) => item !== area))}
              >
                <Icon name="close" size={14} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
