import type { GuideContext } from '../render-guides.mjs';

export interface Guide {
  slug: string;
  title: string;
  summary: string;
  body(context: GuideContext): string;
}
export const GUIDES: Guide[];
