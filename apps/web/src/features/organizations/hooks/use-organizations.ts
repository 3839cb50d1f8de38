import { useQuery } from '@tanstack/react-query';
import { organizationsQuery } from '../api/organizations';

export function useOrganizations() {
  return useQuery(organizationsQuery());
}
