import { element } from './dom.js';
import { renderMarkdown } from './markdown.js';

const ACTION_ROW = 1;
const TEXT_INPUT = 4;
const TEXT_DISPLAY = 10;
const LABEL = 18;
const PARAGRAPH = 2;

/**
 * Shows a modal the bot opened: its title, its text (TextDisplay) and its labelled text inputs.
 * `submit(fields)` resolves true once the bot accepted it; the dialog then closes.
 */
export function openModal(dialog, modal, context, submit) {
  const form = element('form', 'modal-form');
  form.method = 'dialog';
  const close = element('button', 'modal-close', '✕');
  close.type = 'button';
  close.setAttribute('aria-label', 'Close');
  close.addEventListener('click', () => dialog.close());
  const title = element('h2', 'modal-title', modal.title);
  title.id = 'modal-title';
  const body = element(
    'div',
    'modal-body',
    ...modal.components.map((component) => renderPart(component, context)),
  );
  const cancel = element('button', 'modal-cancel', 'Cancel');
  cancel.type = 'button';
  cancel.addEventListener('click', () => dialog.close());
  const send = element('button', 'modal-submit', 'Submit');
  send.type = 'submit';
  form.append(
    element('header', 'modal-header', title, close),
    body,
    element('footer', 'modal-footer', cancel, send),
  );
  form.addEventListener('submit', async (event) => {
    event.preventDefault();
    send.disabled = true;
    const accepted = await submit(fieldValues(form));
    send.disabled = false;
    if (accepted) dialog.close();
  });
  dialog.setAttribute('aria-labelledby', title.id);
  dialog.replaceChildren(form);
  dialog.showModal();
  form.querySelector('input, textarea')?.focus();
}

function renderPart(component, context) {
  if (component.type === TEXT_DISPLAY) return renderMarkdown(component.content ?? '', context);
  if (component.type === LABEL)
    return renderField(component.label, component.description, component.component);
  if (component.type === ACTION_ROW) {
    const [input] = component.components ?? [];
    return renderField(input?.label, null, input);
  }
  return element(
    'div',
    'unsupported',
    `(modal component type ${component.type} is not shown in the playground)`,
  );
}

function renderField(label, description, input) {
  if (input?.type !== TEXT_INPUT) {
    return element('div', 'unsupported', `(modal field type ${input?.type} is not shown in the playground)`);
  }
  const control = element(input.style === PARAGRAPH ? 'textarea' : 'input', 'modal-input');
  control.name = input.custom_id;
  control.placeholder = input.placeholder ?? '';
  control.value = input.value ?? '';
  control.required = input.required !== false;
  if (input.min_length !== undefined) control.minLength = input.min_length;
  if (input.max_length !== undefined) control.maxLength = input.max_length;
  return element(
    'label',
    'modal-field',
    element(
      'span',
      'modal-label',
      label ?? input.custom_id,
      control.required ? element('span', 'required', ' *') : null,
    ),
    description ? element('span', 'modal-description', description) : null,
    control,
  );
}

function fieldValues(form) {
  return Object.fromEntries(
    [...form.querySelectorAll('.modal-input')].map((control) => [control.name, control.value]),
  );
}
