import {
  drawAgentIcon,
  drawAssassinIcon,
  drawBystanderIcon,
  type Icon,
} from '../../shared/board-render/icons.js';
import type { KeyColor } from '../engine/index.js';

export const keyIcon: Record<KeyColor, Icon> = {
  agent: drawAgentIcon,
  assassin: drawAssassinIcon,
  bystander: drawBystanderIcon,
};
