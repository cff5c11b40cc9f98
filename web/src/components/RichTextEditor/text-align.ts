import { TextAlign } from '@tiptap/extension-text-align';
import type { AnyExtension, ChainedCommands } from '@tiptap/react';

export type Alignment = 'left' | 'center' | 'right' | 'justify';

const ALIGNED_TYPES = ['heading', 'paragraph'];

/**
 * The installed @tiptap/extension-text-align (3.32.2) is typed against its own copy of
 * @tiptap/core, not the 3.34 one @tiptap/react uses; the objects are the same at run time,
 * only the class identities differ, so the cast is made once here.
 */
export const TextAlignExtension = TextAlign.configure({
  types: ALIGNED_TYPES,
}) as unknown as AnyExtension;

/** What the extension's setTextAlign command does, reached through typed commands. */
export function setTextAlign(chain: ChainedCommands, alignment: Alignment): ChainedCommands {
  return ALIGNED_TYPES.reduce(
    (c, type) => c.updateAttributes(type, { textAlign: alignment }),
    chain,
  );
}
