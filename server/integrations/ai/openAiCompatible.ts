import { z } from 'zod';
import type { AiConfig } from '../../config';

const TIMEOUT_MS = 20_000;

const completionSchema = z.object({
  choices: z.array(z.object({ message: z.object({ content: z.string().nullable() }) })).min(1),
});

export interface ChatMessage {
  role: 'system' | 'user' | 'assistant';
  content: string;
}

/** Asks an OpenAI-compatible `/chat/completions` endpoint (OpenAI, Azure OpenAI via proxy, vLLM, Ollama, …). */
export async function completeChat(config: AiConfig, messages: ChatMessage[]): Promise<string> {
  if (!config.baseUrl) throw new Error('AI_BASE_URL ist nicht gesetzt.');
  const response = await fetch(`${config.baseUrl}/chat/completions`, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(config.apiKey ? { Authorization: `Bearer ${config.apiKey}` } : {}),
    },
    body: JSON.stringify({ model: config.model, messages, temperature: 0.1 }),
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  if (!response.ok) throw new Error(`KI-Endpunkt antwortete ${response.status}.`);
  const content = completionSchema.parse(await response.json()).choices[0]?.message.content?.trim();
  if (!content) throw new Error('KI-Endpunkt lieferte keine Antwort.');
  return content;
}
