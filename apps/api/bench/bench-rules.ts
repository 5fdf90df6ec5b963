import { seededRandom } from './bench-data.js';

const RULES = 50;
const TYPES = [1, 2, 3, 4, 5, 6] as const;

/** 50 freight rules over random CEP bands, every type, through POST /api/command as a merchant would. */
export async function benchRules(url: string, token: string): Promise<void> {
  const random = seededRandom(5);
  for (let i = 0; i < RULES; i++) {
    const type = TYPES[i % TYPES.length];
    const from = 1_000_000 + Math.floor(random() * 90_000_000);
    const payload = {
      name: `Regra ${i + 1}`,
      start_at: '2026-01-01',
      routes: [
        {
          rule_type: type,
          zip_from: String(from).padStart(8, '0'),
          zip_up: String(from + 2_000_000).padStart(8, '0'),
          value: type === 2 || type === 4 ? 5 : type === 5 ? 19.9 : 3,
          additional_deadline: i % 3,
          cart_min: type === 5,
          min_value: type === 5 ? 300 : null,
        },
      ],
    };
    const response = await fetch(`${url}/api/command`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-token': token },
      body: JSON.stringify({ action: 'NewFreightRule', payload }),
    });
    if (!response.ok) throw new Error(`NewFreightRule falhou: ${response.status} ${await response.text()}`);
  }
}
