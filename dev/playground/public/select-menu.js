import { element, renderEmoji } from './dom.js';

/** What Discord shows in a menu that has no placeholder and nothing chosen. */
const DEFAULT_PLACEHOLDER = 'Make a selection';
let menusShown = 0;

/**
 * A string select menu as Discord draws it: a dropdown showing the chosen (default) options or the
 * placeholder; opened, it lists each option's emoji, label and description. One choice is sent as
 * soon as it is picked; a multi-select (max_values > 1) ticks options and sends them with Done.
 * Escape, or leaving the menu, closes it without sending.
 *
 * It is a select-only combobox (keyboard: ↓/↑/Enter/Space open it; ↓/↑/Home/End move; Enter or
 * Space pick, Space ticks in a multi-select and Enter sends; Escape closes). `choose(values, node)`
 * sends the choice and resolves false when it was refused: the menu then shows what it showed before.
 */
export function renderSelectMenu(menu, choose) {
  const options = menu.options ?? [];
  const maxValues = Math.min(menu.max_values ?? 1, options.length);
  const minValues = Math.min(menu.min_values ?? 1, maxValues);
  const isMulti = maxValues > 1;
  const disabled = menu.disabled === true;
  const placeholder = menu.placeholder || DEFAULT_PLACEHOLDER;
  const id = `select-menu-${++menusShown}`;

  /** The values the menu shows as chosen: the defaults, then what the user sent. */
  let chosen = options.filter((option) => option.default === true).map((option) => option.value);
  if (!isMulti) chosen = chosen.slice(0, 1);
  /** A multi-select's ticks while it is open. */
  let ticked = new Set();
  let active = 0;

  const shown = element('span', 'select-value');
  const arrow = element('span', 'select-arrow');
  arrow.setAttribute('aria-hidden', 'true');
  const control = element('div', 'select-control', shown, arrow);
  control.setAttribute('role', 'combobox');
  control.setAttribute('aria-haspopup', 'listbox');
  control.setAttribute('aria-expanded', 'false');
  control.setAttribute('aria-controls', `${id}-options`);
  control.setAttribute('aria-label', placeholder);
  control.tabIndex = disabled ? -1 : 0;
  if (disabled) control.setAttribute('aria-disabled', 'true');

  const list = element('div', 'select-options', ...options.map(renderOption));
  list.id = `${id}-options`;
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', placeholder);
  if (isMulti) list.setAttribute('aria-multiselectable', 'true');
  const count = element('span', 'select-count');
  const done = element('button', 'button button-primary select-done', 'Done');
  done.type = 'button';
  const popup = element(
    'div',
    'select-popup',
    list,
    isMulti ? element('div', 'select-footer', count, done) : null,
  );
  popup.hidden = true;
  const node = element('div', `select-menu${disabled ? ' disabled' : ''}`, control, popup);

  function renderOption(option, index) {
    const text = element(
      'span',
      'select-option-text',
      element('span', 'select-option-label', option.label),
      option.description ? element('span', 'select-option-description', option.description) : null,
    );
    const row = element(
      'div',
      'select-option',
      isMulti ? element('span', 'select-tick') : null,
      option.emoji ? renderEmoji(option.emoji, 'select-emoji') : null,
      text,
    );
    row.id = `${id}-option-${index}`;
    row.setAttribute('role', 'option');
    if (option.description) row.title = option.description;
    // The control keeps the focus: a press on an option must not blur it (which closes the menu).
    row.addEventListener('mousedown', (event) => event.preventDefault());
    // Only a moving mouse takes the highlight: Chromium also sends still ones when the chat scrolls.
    row.addEventListener('mousemove', (event) => {
      if (index === active || (event.movementX === 0 && event.movementY === 0)) return;
      active = index;
      showOptions({ scroll: false });
    });
    row.addEventListener('click', () => {
      active = index;
      if (isMulti) toggle(option);
      else pick(option);
    });
    return row;
  }

  function showChosen() {
    const labels = options.filter((option) => chosen.includes(option.value));
    shown.classList.toggle('placeholder', labels.length === 0);
    const single = labels.length === 1 ? labels[0] : null;
    shown.replaceChildren(
      single?.emoji ? renderEmoji(single.emoji, 'select-emoji') : '',
      labels.length === 0 ? placeholder : labels.map((option) => option.label).join(', '),
    );
  }

  function showOptions({ scroll } = { scroll: true }) {
    [...list.children].forEach((row, index) => {
      const value = options[index].value;
      const selected = isMulti ? ticked.has(value) : chosen.includes(value);
      row.setAttribute('aria-selected', String(selected));
      row.classList.toggle('active', index === active);
      const full = isMulti && !selected && ticked.size >= maxValues;
      row.classList.toggle('unavailable', full);
      if (full) row.setAttribute('aria-disabled', 'true');
      else row.removeAttribute('aria-disabled');
    });
    control.setAttribute('aria-activedescendant', `${id}-option-${active}`);
    count.textContent =
      minValues === maxValues ? `Pick ${maxValues}` : `Pick ${minValues}–${maxValues}: ${ticked.size} ticked`;
    done.disabled = ticked.size < minValues;
    if (scroll) keepActiveInView();
  }

  /** Scrolls only the list (scrollIntoView would scroll the chat too). */
  function keepActiveInView() {
    const row = list.children[active];
    if (!row || popup.hidden) return;
    if (row.offsetTop < list.scrollTop) list.scrollTop = row.offsetTop;
    else if (row.offsetTop + row.offsetHeight > list.scrollTop + list.clientHeight)
      list.scrollTop = row.offsetTop + row.offsetHeight - list.clientHeight;
  }

  const isOpen = () => !popup.hidden;

  function open() {
    if (disabled || isOpen() || options.length === 0) return;
    ticked = new Set(chosen);
    active = Math.max(
      0,
      options.findIndex((option) => chosen.includes(option.value)),
    );
    popup.hidden = false;
    node.classList.add('open');
    control.setAttribute('aria-expanded', 'true');
    placePopup();
    showOptions();
  }

  /** Below the control, as Discord opens it, unless the chat has more room above. */
  function placePopup() {
    node.classList.remove('opens-up');
    const frame = node.closest('.messages')?.getBoundingClientRect() ?? {
      top: 0,
      bottom: window.innerHeight,
    };
    const box = control.getBoundingClientRect();
    const below = frame.bottom - box.bottom;
    const above = box.top - frame.top;
    if (popup.offsetHeight > below && above > below) node.classList.add('opens-up');
  }

  function close() {
    if (!isOpen()) return;
    popup.hidden = true;
    node.classList.remove('open', 'opens-up');
    control.setAttribute('aria-expanded', 'false');
    control.removeAttribute('aria-activedescendant');
  }

  function toggle(option) {
    if (ticked.has(option.value)) ticked.delete(option.value);
    else if (ticked.size < maxValues) ticked.add(option.value);
    showOptions();
  }

  function pick(option) {
    close();
    // Picking the option already chosen changes nothing, so nothing is sent.
    if (chosen.length === 1 && chosen[0] === option.value) return;
    void send([option.value]);
  }

  function finish() {
    if (ticked.size < minValues) return;
    close();
    const values = options.map((option) => option.value).filter((value) => ticked.has(value));
    const unchanged = values.length === chosen.length && values.every((value) => chosen.includes(value));
    if (!unchanged) void send(values);
  }

  async function send(values) {
    const before = chosen;
    chosen = values;
    showChosen();
    if (!(await choose(values, node))) {
      chosen = before;
      showChosen();
    }
  }

  function move(to) {
    active = Math.min(Math.max(to, 0), options.length - 1);
    showOptions();
  }

  control.addEventListener('click', () => (isOpen() ? close() : open()));
  control.addEventListener('blur', close);
  done.addEventListener('mousedown', (event) => event.preventDefault());
  done.addEventListener('click', finish);
  control.addEventListener('keydown', (event) => {
    if (disabled) return;
    const opening = ['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(event.key);
    if (!isOpen()) {
      if (!opening) return;
      event.preventDefault();
      open();
      return;
    }
    const keys = {
      ArrowDown: () => move(active + 1),
      ArrowUp: () => move(active - 1),
      Home: () => move(0),
      End: () => move(options.length - 1),
      PageDown: () => move(active + 5),
      PageUp: () => move(active - 5),
      Enter: () => (isMulti ? finish() : pick(options[active])),
      ' ': () => (isMulti ? toggle(options[active]) : pick(options[active])),
      Escape: close,
    };
    const act = keys[event.key];
    if (!act) {
      if (event.key === 'Tab') close();
      return;
    }
    event.preventDefault();
    event.stopPropagation();
    act();
  });

  showChosen();
  return node;
}
