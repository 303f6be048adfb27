/** Experiments made through the API for end-to-end tests: a planned one on a seeded supplement. */
import { apiCall } from './history-page.js';
import { seedSubstance } from './substances-api.js';

/** A planned experiment on Rhodiola ("Does rhodiola help me start tasks?"); its id. */
export async function seedRhodiolaExperiment(baseURL: string, token: string): Promise<string> {
  const rhodiola = await seedSubstance(baseURL, token, 'supplements', { name: 'Rhodiola', dosage: 200, unit: 'mg', remainingSupply: 40 });
  const created = await apiCall<{ id: string }>(baseURL, token, 'POST', '/experiments', {
    substanceId: rhodiola,
    question: 'Does rhodiola help me start tasks?',
    outcomeMetric: 'taskInitiation',
  });
  return created.id;
}
