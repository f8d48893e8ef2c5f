import { autocompleteField, pickedValue } from './autocomplete-field.js';
import { element, localized } from './dom.js';

const SUBCOMMAND = 1;
const SUBCOMMAND_GROUP = 2;
const OPTION = {
  string: 3,
  integer: 4,
  boolean: 5,
  user: 6,
  channel: 7,
  role: 8,
  mentionable: 9,
  number: 10,
};

/**
 * The message box: typing `/` lists the bot's commands (with subcommands); picking one shows its
 * options as fields (choices as dropdowns, users as a picker, numbers as number inputs, and the
 * bot's own suggestions for autocomplete options); Enter or the send button runs it through
 * `host.run({ name, subcommandGroup, subcommand, options })`. Anything else typed is a plain
 * message, sent through `host.send(content)`.
 */
export function createCommandBox(form, host) {
  const input = form.querySelector('.composer-input');
  const popup = form.querySelector('.command-popup');
  const commandForm = form.querySelector('.command-form');
  let matches = [];
  let active = 0;
  let chosen = null;

  const entries = () => host.commands().flatMap(commandEntries);
  const label = (entry) => `/${entry.path.map((part) => localized(part, 'name', host.locale())).join(' ')}`;

  function showMatches() {
    const typed = input.value.slice(1).trim().toLowerCase();
    matches = input.value.startsWith('/')
      ? entries().filter((entry) => label(entry).slice(1).toLowerCase().includes(typed))
      : [];
    active = Math.min(active, Math.max(matches.length - 1, 0));
    popup.hidden = matches.length === 0;
    popup.replaceChildren(element('div', 'popup-title', 'Commands'), ...matches.map(renderMatch));
  }

  function renderMatch(entry, index) {
    const description = localized(entry.path.at(-1), 'description', host.locale());
    const option = element(
      'div',
      `command-match${index === active ? ' active' : ''}`,
      element('span', 'command-match-name', label(entry)),
      element('span', 'command-match-description', description),
      element('span', 'command-match-app', host.botName()),
    );
    option.setAttribute('role', 'option');
    option.setAttribute('aria-selected', String(index === active));
    option.addEventListener('mousedown', (event) => {
      event.preventDefault();
      choose(entry);
    });
    return option;
  }

  function choose(entry) {
    chosen = entry;
    popup.hidden = true;
    input.hidden = true;
    commandForm.hidden = false;
    const fieldContext = {
      host,
      popup,
      showHint,
      suggest: (focused, typed) =>
        host.autocomplete({
          ...callOf(entry),
          options: { ...optionValues(commandForm, entry.options), [focused]: typed },
          focused,
        }),
    };
    const fields = [...entry.options]
      .sort((a, b) => Number(b.required === true) - Number(a.required === true))
      .map((definition) => renderField(definition, fieldContext));
    const cancel = element('button', 'command-cancel', '✕');
    cancel.type = 'button';
    cancel.title = 'Cancel (Esc)';
    cancel.addEventListener('click', reset);
    const send = element('button', 'command-send', 'Send');
    send.type = 'submit';
    commandForm.replaceChildren(element('span', 'command-chip', label(entry)), ...fields, send, cancel);
    (commandForm.querySelector('input, select') ?? send).focus();
  }

  function showHint(definition) {
    const required = definition.required ? ' (required)' : '';
    popup.replaceChildren(
      element(
        'div',
        'option-hint',
        element('strong', null, localized(definition, 'name', host.locale())),
        ` ${localized(definition, 'description', host.locale())}${required}`,
      ),
    );
    popup.hidden = false;
  }

  function reset() {
    chosen = null;
    matches = [];
    commandForm.hidden = true;
    commandForm.replaceChildren();
    popup.hidden = true;
    input.hidden = false;
    input.value = '';
    input.focus();
  }

  async function submit() {
    if (!chosen) {
      const content = input.value.trim();
      if (matches[active]) choose(matches[active]);
      else if (content !== '' && (await host.send(content))) reset();
      return;
    }
    const call = { ...callOf(chosen), options: optionValues(commandForm, chosen.options) };
    if (await host.run(call)) reset();
  }

  input.addEventListener('input', showMatches);
  input.addEventListener('keydown', (event) => {
    if (popup.hidden) return;
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      const step = event.key === 'ArrowDown' ? 1 : -1;
      active = (active + step + matches.length) % matches.length;
      showMatches();
    } else if (event.key === 'Tab' && matches[active]) {
      event.preventDefault();
      choose(matches[active]);
    } else if (event.key === 'Escape') {
      popup.hidden = true;
    }
  });
  form.addEventListener('keydown', (event) => {
    if (event.key === 'Escape' && chosen) reset();
  });
  form.addEventListener('submit', (event) => {
    event.preventDefault();
    void submit();
  });
  return { reset };
}

/** Which command line an entry runs: its name, and its subcommand (and group) if any. */
function callOf({ path }) {
  return {
    name: path[0].name,
    subcommandGroup: path.length === 3 ? path[1].name : undefined,
    subcommand: path.length > 1 ? path.at(-1).name : undefined,
  };
}

/** Every runnable command line: a command, or each of its subcommands (also inside groups). */
function commandEntries(command) {
  const options = command.options ?? [];
  const subcommands = options.filter(
    (option) => option.type === SUBCOMMAND || option.type === SUBCOMMAND_GROUP,
  );
  if (subcommands.length === 0) return [{ path: [command], options }];
  return subcommands.flatMap((sub) =>
    sub.type === SUBCOMMAND_GROUP
      ? (sub.options ?? []).map((leaf) => ({ path: [command, sub, leaf], options: leaf.options ?? [] }))
      : [{ path: [command, sub], options: sub.options ?? [] }],
  );
}

function renderField(definition, context) {
  const { host } = context;
  const control = definition.autocomplete
    ? autocompleteField(definition, {
        popup: context.popup,
        locale: host.locale,
        suggest: (typed) => context.suggest(definition.name, typed),
      })
    : renderControl(definition, host);
  control.name = definition.name;
  control.dataset.optionType = definition.type;
  control.addEventListener('focus', () => context.showHint(definition));
  const name = localized(definition, 'name', host.locale());
  const field = element(
    'label',
    'option-field',
    element('span', 'option-name', `${name}${definition.required ? '*' : ''}`),
    control,
  );
  field.title = localized(definition, 'description', host.locale());
  return field;
}

function renderControl(definition, host) {
  const locale = host.locale();
  if (definition.choices?.length) {
    return select(
      definition,
      definition.choices.map((choice) => [String(choice.value), localized(choice, 'name', locale)]),
    );
  }
  switch (definition.type) {
    case OPTION.user:
    case OPTION.mentionable:
      return select(
        definition,
        host.users().map((user) => [user.id, `@${user.name}`]),
      );
    case OPTION.channel:
      return select(
        definition,
        host.channels().map((channel) => [channel.id, `#${channel.name}`]),
      );
    case OPTION.role:
      return select(definition, [[host.guildId(), '@everyone']]);
    case OPTION.boolean:
      return select(definition, [
        ['true', 'True'],
        ['false', 'False'],
      ]);
    case OPTION.integer:
    case OPTION.number:
      return numberInput(definition);
    default:
      return textInput(definition);
  }
}

function select(definition, choices) {
  const control = element('select', 'option-control');
  control.append(new Option(definition.required ? 'Choose…' : '(none)', ''));
  for (const [value, text] of choices) control.append(new Option(text, value));
  return control;
}

function numberInput(definition) {
  const control = element('input', 'option-control option-number');
  control.type = 'number';
  control.step = definition.type === OPTION.integer ? '1' : 'any';
  if (definition.min_value !== undefined) control.min = String(definition.min_value);
  if (definition.max_value !== undefined) control.max = String(definition.max_value);
  return control;
}

function textInput(definition) {
  const control = element('input', 'option-control');
  control.type = 'text';
  if (definition.max_length !== undefined) control.maxLength = definition.max_length;
  return control;
}

/** The filled-in options, typed as Discord sends them; empty fields are left out. */
function optionValues(commandForm, definitions) {
  const values = {};
  for (const definition of definitions) {
    const control = commandForm.querySelector(`[name="${CSS.escape(definition.name)}"]`);
    if (!control || control.value === '') continue;
    const picked = pickedValue(control);
    if (picked !== undefined) {
      values[definition.name] = picked;
      continue;
    }
    const isNumeric = definition.type === OPTION.integer || definition.type === OPTION.number;
    if (isNumeric) values[definition.name] = Number(control.value);
    else if (definition.type === OPTION.boolean) values[definition.name] = control.value === 'true';
    else values[definition.name] = control.value;
  }
  return values;
}
