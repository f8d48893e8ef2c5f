import { PermissionFlagsBits, type PermissionsBitField } from 'discord.js';

/** Who may end a game they do not play: members who manage messages, or the server. */
export function isModerator(permissions: Readonly<PermissionsBitField> | null): boolean {
  return (
    permissions?.has(PermissionFlagsBits.ManageMessages) === true ||
    permissions?.has(PermissionFlagsBits.ManageGuild) === true
  );
}
