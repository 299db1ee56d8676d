/**
 * Answers many endpoints share, described once (zod) for the contract (api-contract/*) and typed from the same
 * schema for the islands' API calls, so that no call site writes an answer's shape by hand. Resource answers live
 * with their resource (product-shape.ts, user-shape.ts, engagement.ts, …). The browser imports this file's types
 * only (`import type`): zod stays out of the bundle.
 */
import { z } from 'zod';

/** A write's outcome: the Slovak sentence the screen shows (green on success). */
export const messageAnswerSchema = z.strictObject({
  message: z.string().meta({ description: 'Slovenská veta pre človeka (napr. „Uložené.“).' }),
});
export type MessageAnswer = z.output<typeof messageAnswerSchema>;
