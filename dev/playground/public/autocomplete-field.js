import { element, localized } from './dom.js';

/**
 * The field of an option with `autocomplete`: what is typed goes to the bot (an autocomplete
 * interaction through the local Discord) and its choices show in the popup above the message
 * box, as Discord shows them. A picked choice sends its value; text typed and not picked is sent
 * as typed, which Discord allows too.
 *
 * `context`: `popup` (the element above the box), `locale()`, and `suggest(typed)`, which resolves
 * with the bot's choices (`{ name, name_localizations?, value }`).
 */
export function autocompleteField(definition, context) {
  const input = element('input', 'option-control option-autocomplete');
  input.type = 'text';
  input.setAttribute('role', 'combobox');
  input.setAttribute('aria-autocomplete', 'list');
  input.setAttribute('aria-expanded', 'false');
  if (definition.max_length !== undefined) input.maxLength = definition.max_length;
  const list = element('div', 'autocomplete-list');
  list.setAttribute('role', 'listbox');
  list.setAttribute('aria-label', `Choices for ${definition.name}`);
  let choices = [];
  let active = 0;
  let asked = 0;

  const isShown = () => !context.popup.hidden && context.popup.contains(list);

  /** Asks the bot again; an answer to an older question (the user typed on) is dropped. */
  async function ask() {
    delete input.dataset.choiceValue;
    const question = ++asked;
    const answer = await context.suggest(input.value).catch(() => []);
    if (question !== asked || document.activeElement !== input) return;
    choices = answer;
    active = 0;
    show();
  }

  function show() {
    const title = `${localized(definition, 'name', context.locale())}: ${choices.length > 0 ? 'pick one, or send what you typed' : 'no options match'}`;
    list.replaceChildren(...choices.map(renderChoice));
    context.popup.replaceChildren(element('div', 'popup-title', title), list);
    context.popup.hidden = false;
    input.setAttribute('aria-expanded', 'true');
  }

  function hide() {
    if (isShown()) context.popup.hidden = true;
    input.setAttribute('aria-expanded', 'false');
  }

  function renderChoice(choice, index) {
    const option = element(
      'div',
      `command-match${index === active ? ' active' : ''}`,
      element('span', 'command-match-name', localized(choice, 'name', context.locale())),
    );
    option.setAttribute('role', 'option');
    option.setAttribute('aria-selected', String(index === active));
    option.addEventListener('mousedown', (event) => {
      event.preventDefault();
      pick(choice);
    });
    return option;
  }

  function pick(choice) {
    asked += 1;
    input.value = localized(choice, 'name', context.locale());
    input.dataset.choiceValue = JSON.stringify(choice.value);
    choices = [];
    hide();
  }

  input.addEventListener('focus', () => void ask());
  input.addEventListener('input', () => void ask());
  input.addEventListener('blur', hide);
  input.addEventListener('keydown', (event) => {
    if (!isShown() || choices.length === 0) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      active = (active + (event.key === 'ArrowDown' ? 1 : -1) + choices.length) % choices.length;
      show();
    } else if (event.key === 'Enter' || event.key === 'Tab') {
      event.preventDefault();
      pick(choices[active]);
    } else if (event.key === 'Escape') {
      event.stopPropagation();
      hide();
    }
  });
  return input;
}

/** What the field sends: the picked choice's value, or the text typed. */
export function pickedValue(control) {
  return control.dataset.choiceValue === undefined ? undefined : JSON.parse(control.dataset.choiceValue);
}
