import { useQueryClient } from '@tanstack/react-query';
import { learningKeys } from './learning-query-keys';

/** After a workshop changes, the lists load again: the workshops page's and the dashboard's workshops to come. */
export function useInvalidateWorkshops() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: learningKeys.workshops }),
      client.invalidateQueries({ queryKey: learningKeys.futureContents }),
    ]);
}
