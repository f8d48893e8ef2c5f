import { element, renderEmoji } from './dom.js';
import { renderMarkdown } from './markdown.js';
import { renderSelectMenu } from './select-menu.js';

const BUTTON_STYLES = { 1: 'primary', 2: 'secondary', 3: 'success', 4: 'danger', 5: 'link', 6: 'premium' };
const LINK_STYLE = 5;

/**
 * Components V2 (and classic action rows) as Discord draws them. `context.onButton(customId, node)`
 * is called when the user presses an interactive button, `context.onSelect(customId, values, node)`
 * when they choose from a string select menu (it resolves false when the choice was refused).
 */
export function renderComponents(components, context) {
  return components.map((component) => renderComponent(component, context));
}

function renderComponent(component, context) {
  switch (component.type) {
    case 1:
      return element('div', 'action-row', ...renderComponents(component.components ?? [], context));
    case 2:
      return renderButton(component, context);
    case 3:
      return renderSelectMenu(component, (values, node) =>
        context.onSelect(component.custom_id, values, node),
      );
    case 9:
      return renderSection(component, context);
    case 10:
      return renderMarkdown(component.content ?? '', context);
    case 11:
      return renderImage(component.media?.url, component.description, 'thumbnail');
    case 12:
      return renderGallery(component.items ?? []);
    case 13:
      return renderFile(component.file?.url);
    case 14:
      return renderSeparator(component);
    case 17:
      return renderContainer(component, context);
    default:
      return element(
        'div',
        'unsupported',
        `(component type ${component.type} is not shown in the playground)`,
      );
  }
}

function renderButton(button, context) {
  const isLink = button.style === LINK_STYLE;
  const node = element(
    isLink ? 'a' : 'button',
    `button button-${BUTTON_STYLES[button.style] ?? 'secondary'}`,
  );
  if (button.emoji) node.append(renderEmoji(button.emoji, 'button-emoji'));
  if (button.label) node.append(element('span', 'button-label', button.label));
  if (isLink) {
    node.href = button.url;
    node.target = '_blank';
    node.rel = 'noopener noreferrer';
    node.append(element('span', 'link-arrow', '↗'));
    return node;
  }
  node.type = 'button';
  node.disabled = button.disabled === true;
  node.addEventListener('click', () => context.onButton(button.custom_id, node));
  return node;
}

function renderSection(section, context) {
  const accessory = section.accessory ? renderComponent(section.accessory, context) : null;
  return element(
    'div',
    'section',
    element('div', 'section-text', ...renderComponents(section.components ?? [], context)),
    accessory && element('div', 'section-accessory', accessory),
  );
}

function renderContainer(container, context) {
  const node = element('div', 'container', ...renderComponents(container.components ?? [], context));
  if (typeof container.accent_color === 'number') {
    node.classList.add('has-accent');
    node.style.setProperty('--accent', `#${container.accent_color.toString(16).padStart(6, '0')}`);
  }
  return node;
}

function renderGallery(items) {
  const gallery = element('div', `media-gallery media-gallery-${Math.min(items.length, 3)}`);
  for (const item of items) gallery.append(renderImage(item.media?.url, item.description, 'gallery-item'));
  return gallery;
}

export function renderImage(url, description, className) {
  const image = element('img', 'media');
  image.src = url;
  image.alt = description ?? '';
  if (description) image.title = description;
  image.loading = 'lazy';
  const link = element('a', className, image);
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  return link;
}

export function renderFile(url) {
  const name = decodeURIComponent(new URL(url, location.href).pathname.split('/').at(-1) ?? 'file');
  const link = element('a', 'file', element('span', 'file-icon', '📄'), element('span', 'file-name', name));
  link.href = url;
  link.target = '_blank';
  link.rel = 'noopener noreferrer';
  return link;
}

function renderSeparator(separator) {
  const node = element('div', `separator${separator.spacing === 2 ? ' separator-large' : ''}`);
  if (separator.divider !== false) node.classList.add('separator-divider');
  node.setAttribute('role', 'separator');
  return node;
}
