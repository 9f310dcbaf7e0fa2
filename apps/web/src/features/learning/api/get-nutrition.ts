import { nutritionListSchema, type NutritionItem } from '@campus/domain/learning';
import { queryOptions } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { LEARNING_QUERY_KEY } from './learning-query-keys';

/** GET /api/nutrition?channel=sport: programmes, recipes and sport sessions of the sport channel. */
export function getNutrition(): Promise<NutritionItem[]> {
  return apiRequest('/nutrition', { query: { channel: 'sport' }, schema: nutritionListSchema });
}

export const nutritionQueryOptions = () =>
  queryOptions({ queryKey: [...LEARNING_QUERY_KEY, 'nutrition'], queryFn: getNutrition, staleTime: 10 * 60_000 });
