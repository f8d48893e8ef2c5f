import { PermissionFlagsBits } from 'discord.js';

const EVERY_PERMISSION = Object.values(PermissionFlagsBits).reduce((all, flag) => all | flag, 0n);

/**
 * What members of a local guild may do by default: everything except Administrator, because
 * Administrator would make discord.js ignore the channel overwrites that withheld permissions use.
 */
export const DEFAULT_MEMBER_PERMISSIONS = EVERY_PERMISSION & ~PermissionFlagsBits.Administrator;
