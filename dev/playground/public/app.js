import { getJson, postJson } from './api.js';
import { createCommandBox } from './command-box.js';
import { avatar, commandMentionName, element } from './dom.js';
import { continuesGroup, renderMessage } from './messages.js';
import { openModal } from './modal-dialog.js';
import { showToast } from './toast.js';

const NEAR_BOTTOM_PX = 120;
const MESSAGE_LINK = /^https:\/\/discord\.com\/channels\/(\d+)\/(\d+)\/(\d+)$/;

const state = {
  world: null,
  users: new Map(),
  commands: [],
  channels: [],
  userId: null,
  channelId: null,
  messages: [],
  dismissed: new Set(),
  unread: new Set(),
  events: null,
  /** The message a followed link points to, brought into view once its channel is on screen. */
  jumpTo: null,
};
const rendered = new Map();
const scroller = document.getElementById('messages');
const list = document.getElementById('message-list');

const isNearBottom = () =>
  scroller.scrollHeight - scroller.scrollTop - scroller.clientHeight < NEAR_BOTTOM_PX;
/**
 * Whether the newest message was in view: kept in view when the box grows (a command's options),
 * the window shrinks, or a message grows (a picture loads, or an edit brings a new one).
 */
let pinnedToBottom = true;
scroller.addEventListener('scroll', () => {
  pinnedToBottom = isNearBottom();
});
const keepPinned = new ResizeObserver(() => {
  if (pinnedToBottom) scroller.scrollTop = scroller.scrollHeight;
});
keepPinned.observe(scroller);
keepPinned.observe(list);

const humans = () => [...state.users.values()].filter((user) => !user.bot);
const currentUser = () => state.users.get(state.userId);
const channelName = (id) => state.channels.find((channel) => channel.id === id)?.name ?? 'unknown-channel';

const renderContext = {
  users: state.users,
  userName: (id) => state.users.get(id)?.name ?? 'unknown-user',
  channelName,
  commandName: (path, id) => commandMentionName(state.commands, path, id, currentUser().locale),
  onButton: (message, customId, node) => {
    node.classList.add('pending');
    void interact('/api/button-clicks', { messageId: message.id, customId }).finally(() =>
      node.classList.remove('pending'),
    );
  },
  onSelect: async (message, customId, values, node) => {
    node.classList.add('pending');
    node.setAttribute('aria-busy', 'true');
    const accepted = await interact('/api/select-menus', { messageId: message.id, customId, values });
    node.classList.remove('pending');
    node.removeAttribute('aria-busy');
    return accepted;
  },
  onDismiss: (message) => {
    state.dismissed.add(message.id);
    renderMessages();
  },
  followLink,
};

/** A link to a message of this guild, followed as Discord's client does: to its channel, the message in view. */
function followLink(url) {
  const [, guildId, channelId, messageId] = MESSAGE_LINK.exec(url) ?? [];
  if (guildId !== state.world.guild.id || !state.channels.some((channel) => channel.id === channelId))
    return false;
  state.jumpTo = messageId;
  if (channelId === state.channelId) revealJumpTarget();
  else selectChannel(channelId);
  return true;
}

function revealJumpTarget() {
  const node = state.jumpTo && list.querySelector(`[data-message-id="${state.jumpTo}"]`);
  if (!node) return;
  state.jumpTo = null;
  pinnedToBottom = false;
  node.scrollIntoView({ block: 'start' });
}

const commandBox = createCommandBox(document.getElementById('composer'), {
  commands: () => state.commands,
  locale: () => currentUser().locale,
  users: () => [...state.users.values()],
  channels: () => state.channels,
  guildId: () => state.world.guild.id,
  botName: () => [...state.users.values()].find((user) => user.bot)?.name ?? 'Bot',
  run: (call) => interact('/api/commands', { channelId: state.channelId, ...call }),
  autocomplete: async (call) => {
    const { choices } = await postJson('/api/autocomplete', {
      user: state.userId,
      channelId: state.channelId,
      ...call,
    });
    return choices;
  },
  send: (content) => interact('/api/messages', { channelId: state.channelId, content }),
});

/** Acts as the current user (an interaction or a message); shows the bot's modal, or the refusal as a toast. */
async function interact(path, body) {
  try {
    const { modal } = await postJson(path, { user: state.userId, ...body });
    if (modal) {
      openModal(document.getElementById('modal'), modal, renderContext, (fields) =>
        interact('/api/modal-submissions', { interactionId: modal.interactionId, fields }),
      );
    }
    return true;
  } catch (error) {
    showToast(error.message);
    return false;
  }
}

function renderUsers() {
  const switcher = document.getElementById('user-switcher');
  switcher.replaceChildren(
    ...humans().map((user) => {
      const button = element(
        'button',
        'user-chip',
        avatar(user, 'avatar avatar-small'),
        element('span', 'user-chip-name', user.name),
        element('span', 'locale', user.locale),
      );
      button.type = 'button';
      button.setAttribute('aria-pressed', String(user.id === state.userId));
      button.addEventListener('click', () => void selectUser(user.id));
      return button;
    }),
  );
  const user = currentUser();
  document
    .getElementById('user-panel')
    .replaceChildren(
      avatar(user),
      element(
        'div',
        'user-panel-text',
        element('div', 'user-panel-name', user.name),
        element('div', 'user-panel-tag', `${user.username} · ${user.locale}`),
      ),
    );
}

function renderChannels() {
  const nav = document.getElementById('channel-list');
  nav.replaceChildren(
    element('div', 'channel-category', 'Text channels'),
    ...state.channels.map((channel) => {
      const icon = element('span', 'channel-icon', channel.kind === 'thread' ? '↳' : '#');
      icon.setAttribute('aria-hidden', 'true');
      const button = element(
        'button',
        `channel channel-${channel.kind}`,
        icon,
        element('span', 'channel-label', channel.name),
      );
      button.type = 'button';
      if (channel.id === state.channelId) button.setAttribute('aria-current', 'page');
      if (state.unread.has(channel.id)) button.classList.add('unread');
      if (channel.archived) button.classList.add('archived');
      button.addEventListener('click', () => selectChannel(channel.id));
      return button;
    }),
  );
  const name = channelName(state.channelId);
  document.getElementById('channel-title').textContent = name;
  document.getElementById('channel-welcome').textContent = `Welcome to #${name}!`;
  document.getElementById('channel-start-text').textContent = `This is the start of the #${name} channel.`;
  document.querySelector('.composer-input').placeholder = `Message #${name}, or / for a command`;
  document.title = `#${name} · Rendezvous playground`;
}

/** Re-renders the list, reusing the element of every message that did not change. */
function renderMessages() {
  const wasNearBottom = isNearBottom();
  const shown = state.messages.filter((message) => !state.dismissed.has(message.id));
  const elements = shown.map((message, index) => {
    const grouped = continuesGroup(message, shown[index - 1]);
    const cached = rendered.get(message.id);
    if (cached?.message === message && cached.grouped === grouped) return cached.node;
    const node = renderMessage(message, renderContext, grouped);
    rendered.set(message.id, { message, grouped, node });
    return node;
  });
  elements.forEach((node, index) => {
    if (list.children[index] !== node) list.insertBefore(node, list.children[index] ?? null);
  });
  while (list.children.length > elements.length) list.lastElementChild.remove();
  if (wasNearBottom) scroller.scrollTop = scroller.scrollHeight;
}

function showSnapshot(messages) {
  state.messages = messages;
  rendered.clear();
  list.replaceChildren();
  renderMessages();
  scroller.scrollTop = scroller.scrollHeight;
  revealJumpTarget();
}

function upsertMessage(message) {
  const index = state.messages.findIndex((known) => known.id === message.id);
  if (index === -1) state.messages.push(message);
  else state.messages[index] = message;
  renderMessages();
}

function removeMessage({ id }) {
  state.messages = state.messages.filter((message) => message.id !== id);
  rendered.delete(id);
  renderMessages();
}

function markUnread({ channelId }) {
  state.unread.add(channelId);
  renderChannels();
}

/** Follows the channel on screen as the current user (EventSource reconnects, and resends the snapshot). */
function follow() {
  state.events?.close();
  const query = new URLSearchParams({ user: state.userId, channel: state.channelId });
  const events = new EventSource(`/api/events?${query}`);
  const on = (name, handle) => events.addEventListener(name, (event) => handle(JSON.parse(event.data)));
  on('snapshot', showSnapshot);
  on('message', upsertMessage);
  on('messageDelete', removeMessage);
  on('activity', markUnread);
  on('channels', (channels) => {
    state.channels = channels;
    renderChannels();
  });
  state.events = events;
}

function selectChannel(channelId) {
  state.channelId = channelId;
  state.unread.delete(channelId);
  rememberSelection();
  renderChannels();
  commandBox.reset();
  follow();
}

/** Sees the guild as another user: their channels, their ephemeral messages, their language. */
async function selectUser(userId) {
  state.userId = userId;
  state.unread.clear();
  state.channels = await getJson(`/api/channels?user=${userId}`);
  if (!state.channels.some((channel) => channel.id === state.channelId))
    state.channelId = state.channels[0]?.id;
  rememberSelection();
  renderUsers();
  renderChannels();
  commandBox.reset();
  follow();
}

/** Keeps `?as=alice&channel=games-1` in the address bar, so a reload shows the same view. */
function rememberSelection() {
  const url = new URL(location.href);
  url.searchParams.set('as', currentUser().username);
  url.searchParams.set('channel', channelName(state.channelId));
  history.replaceState(null, '', url);
}

async function start() {
  state.world = await getJson('/api/world');
  for (const user of state.world.users) state.users.set(user.id, user);
  state.commands = await getJson('/api/commands');
  document.getElementById('guild-name').textContent = state.world.guild.name;
  const params = new URL(location.href).searchParams;
  const user = humans().find((candidate) => candidate.username === params.get('as')) ?? humans()[0];
  const channels = await getJson(`/api/channels?user=${user.id}`);
  state.channelId = channels.find((channel) => channel.name === params.get('channel'))?.id ?? channels[0]?.id;
  await selectUser(user.id);
}

start().catch((error) => showToast(`The playground could not load: ${error.message}`));
