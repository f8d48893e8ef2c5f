import { renderComponents, renderFile, renderImage } from './components.js';
import { avatar, element } from './dom.js';
import { renderMarkdown } from './markdown.js';

const IS_COMPONENTS_V2 = 1 << 15;
const LOADING = 1 << 7;
/** Discord starts a new header when the same author writes again after this long. */
const GROUP_WINDOW_MS = 7 * 60 * 1000;

/** Whether a message continues the previous one's group: same author, soon after, and no interaction's answer. */
export function continuesGroup(message, previous) {
  if (!previous || previous.author.id !== message.author.id || message.interaction_metadata) return false;
  return Date.parse(message.timestamp) - Date.parse(previous.timestamp) < GROUP_WINDOW_MS;
}

/**
 * One message as its viewer sees it: author, time, content, components, embeds, attachments,
 * "(edited)", and the "Only you can see this" note of ephemeral messages.
 */
export function renderMessage(message, context, grouped) {
  const author = context.users.get(message.author.id) ?? {
    id: message.author.id,
    name: message.author.global_name ?? message.author.username,
  };
  const node = element('article', 'message');
  node.dataset.messageId = message.id;
  if (message.ephemeral) node.classList.add('ephemeral');
  if (grouped) {
    node.classList.add('grouped');
    node.append(element('time', 'gutter-time', shortTime(message.timestamp)));
  } else {
    const commandUse = renderCommandUse(message, context);
    if (commandUse) node.append(commandUse);
    node.append(avatar(author), renderHeader(message, author));
  }
  node.append(renderBody(message, author, context));
  if (message.ephemeral) node.append(renderEphemeralNote(message, context));
  return node;
}

function renderCommandUse(message, context) {
  const { interaction_metadata: metadata } = message;
  if (!metadata?.name) return null;
  const user = context.users.get(metadata.user.id) ?? { id: metadata.user.id, name: metadata.user.username };
  return element(
    'div',
    'command-use',
    avatar(user, 'avatar avatar-tiny'),
    element('span', 'command-user', user.name),
    ' used ',
    element('span', 'command-name', `/${metadata.name}`),
  );
}

function renderHeader(message, author) {
  const time = element('time', 'timestamp', longTime(message.timestamp));
  time.dateTime = message.timestamp;
  return element(
    'header',
    'message-header',
    element('span', 'author-name', author.name),
    message.author.bot ? element('span', 'bot-tag', 'APP') : null,
    time,
  );
}

function renderBody(message, author, context) {
  const body = element('div', 'message-body');
  if ((message.flags & LOADING) !== 0) {
    body.append(element('div', 'thinking', `${author.name} is thinking…`));
    return body;
  }
  if (message.content)
    body.append(element('div', 'message-content', renderMarkdown(message.content, context)));
  const components = message.components ?? [];
  if (components.length > 0) {
    const onButton = (customId, node) => context.onButton(message, customId, node);
    const onSelect = (customId, values, node) => context.onSelect(message, customId, values, node);
    const rendered = renderComponents(components, { ...context, onButton, onSelect });
    const v2 = (message.flags & IS_COMPONENTS_V2) !== 0;
    body.append(element('div', v2 ? 'components-v2' : 'components', ...rendered));
  }
  for (const embed of message.embeds ?? []) body.append(renderEmbed(embed, context));
  const attachments = message.attachments ?? [];
  if (attachments.length > 0 && (message.flags & IS_COMPONENTS_V2) === 0)
    body.append(renderAttachments(attachments));
  if (message.edited_timestamp) {
    const edited = element('span', 'edited', '(edited)');
    edited.title = longTime(message.edited_timestamp);
    body.append(edited);
  }
  return body;
}

function renderEmbed(embed, context) {
  const node = element('div', 'embed');
  if (typeof embed.color === 'number')
    node.style.setProperty('--accent', `#${embed.color.toString(16).padStart(6, '0')}`);
  if (embed.author?.name) node.append(element('div', 'embed-author', embed.author.name));
  if (embed.title) node.append(element('div', 'embed-title', embed.title));
  if (embed.description) node.append(renderMarkdown(embed.description, context));
  if (embed.fields?.length) {
    const fields = element('div', 'embed-fields');
    for (const field of embed.fields) {
      const fieldNode = element(
        'div',
        'embed-field',
        element('div', 'embed-field-name', field.name),
        renderMarkdown(field.value, context),
      );
      if (field.inline) fieldNode.classList.add('inline');
      fields.append(fieldNode);
    }
    node.append(fields);
  }
  if (embed.image?.url) node.append(renderImage(embed.image.url, null, 'embed-image'));
  if (embed.footer?.text) node.append(element('div', 'embed-footer', embed.footer.text));
  return node;
}

function renderAttachments(attachments) {
  return element(
    'div',
    'attachments',
    ...attachments.map((attachment) =>
      attachment.content_type?.startsWith('image/')
        ? renderImage(attachment.url, attachment.description, 'attachment-image')
        : renderFile(attachment.url),
    ),
  );
}

function renderEphemeralNote(message, context) {
  const dismiss = element('button', 'dismiss', 'Dismiss message');
  dismiss.type = 'button';
  dismiss.addEventListener('click', () => context.onDismiss(message));
  return element('div', 'ephemeral-note', element('span', 'eye', '👁'), ' Only you can see this • ', dismiss);
}

function longTime(iso) {
  const date = new Date(iso);
  const time = date.toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
  const isToday = date.toDateString() === new Date().toDateString();
  return isToday ? `Today at ${time}` : `${date.toLocaleDateString()} ${time}`;
}

function shortTime(iso) {
  return new Date(iso).toLocaleTimeString([], { hour: 'numeric', minute: '2-digit' });
}
