import { type Catalogs, createTranslator } from '../../../../platform/i18n/translator.js';
import en from './en.json' with { type: 'json' };
import hu from './hu.json' with { type: 'json' };
import ja from './ja.json' with { type: 'json' };

export type RenderLabelKey = keyof typeof en;

export const renderLabelCatalogs = { en, ja, hu } satisfies Catalogs<RenderLabelKey>;

/** Words drawn into the board, key and game-over images, and their alt text. */
export const tRender = createTranslator<RenderLabelKey>(renderLabelCatalogs);
