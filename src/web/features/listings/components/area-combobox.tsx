// The home search form's Area field: the spec's dropdown of areas (name and pincode) as a combobox
// that finds localities as one types, by name, pincode or a near spelling ('gachibouli'). Arrow keys
// move through the list, Enter picks, Escape closes; the field's text is the chosen locality's name.
import { useEffect, useId, useState, type KeyboardEvent } from 'react';
import type { TArea } from '#shared/contracts/reference.ts';
import { matchLocalities } from '#shared/search/locality-match.ts';
import type { ControlProps } from '#web/components/form-field.tsx';
import styles from './area-combobox.module.css';

type Props = {
  control: ControlProps;
  /** The input's name: a form sent before the app has taken over sends the typed name. */
  name: string;
  areas: TArea[] | undefined;
  isLoading: boolean;
  text: string;
  onTextChange(text: string): void;
};

export function AreaCombobox({ control, name, areas, isLoading, text, onTextChange }: Props) {
  const id = useId();
  const [isOpen, setIsOpen] = useState(false);
  const [active, setActive] = useState(0);
  const all = areas ?? [];
  // Opened on an empty field (Arrow Down), the list is the whole dropdown of the spec.
  const options = text.trim() ? matchLocalities(all, text) : all;
  const activeId = isOpen && options[active] ? `${id}-option-${options[active].areaId}` : undefined;

  useEffect(() => {
    if (activeId) document.getElementById(activeId)?.scrollIntoView({ block: 'nearest' });
  }, [activeId]);

  function pick(area: TArea) {
    onTextChange(area.areaName);
    setIsOpen(false);
    setActive(0);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!isOpen) {
        setIsOpen(true);
        setActive(event.key === 'ArrowDown' ? 0 : Math.max(options.length - 1, 0));
        return;
      }
      const step = event.key === 'ArrowDown' ? 1 : -1;
      if (options.length > 0) setActive((current) => (current + step + options.length) % options.length);
    } else if (event.key === 'Enter' && isOpen && options[active]) {
      // Picks the option; with the list closed, Enter sends the form as usual.
      event.preventDefault();
      pick(options[active]);
    } else if (event.key === 'Escape' && isOpen) {
      event.preventDefault();
      event.stopPropagation();
      setIsOpen(false);
    }
  }

  return (
    <div className={styles.combo}>
      <input
        {...control}
        name={name}
        className="input"
        role="combobox"
        aria-expanded={isOpen}
        aria-controls={`${id}-list`}
        aria-autocomplete="list"
        aria-activedescendant={activeId}
        autoComplete="off"
        placeholder="Locality or pincode"
        value={text}
        onChange={(event) => {
          onTextChange(event.target.value);
          setIsOpen(event.target.value.trim() !== '');
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        onBlur={() => setIsOpen(false)}
      />
      <ul id={`${id}-list`} role="listbox" aria-label="Areas" className={styles.options} hidden={!isOpen}>
        {isOpen && options.length === 0 && (
          <li className={styles.noOption} role="option" aria-disabled="true" aria-selected="false">
            {isLoading ? 'Loading areas…' : 'No area matches'}
          </li>
        )}
        {isOpen &&
          options.map((area, index) => (
            <li
              key={area.areaId}
              id={`${id}-option-${area.areaId}`}
              role="option"
              aria-selected={index === active}
              className={styles.option}
              // Picked on pointer down, before the input's blur closes the list.
              onPointerDown={(event) => {
                event.preventDefault();
                pick(area);
              }}
            >
              <span>{area.areaName}</span>
              <span className={styles.pincode}>
                <span className="visually-hidden"> - </span>
                {area.pincode}
              </span>
            </li>
          ))}
      </ul>
      <p className="visually-hidden" aria-live="polite">
        {isOpen && text.trim() ? `${options.length === 0 ? 'No' : options.length} ${options.length === 1 ? 'area matches' : 'areas match'}` : ''}
      </p>
    </div>
  );
}
