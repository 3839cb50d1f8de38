/**
 * The organization's forwarders (HTTP POST and MongoDB). A save or a secret reset answers with the forwarder as it is
 * now: the answer replaces the cached one (no reload).
 */
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  getGetMongodbForwarderQueryKey,
  getGetMongodbForwarderQueryOptions,
  getGetPostForwarderQueryKey,
  getGetPostForwarderQueryOptions,
  useResetPostForwarderSecret,
  useTestMongodbForwarder,
  useTestPostForwarder,
  useUpdateMongodbForwarder,
  useUpdatePostForwarder,
} from '@iot/api-client/hooks/forwarders';
import type { MongodbForwarder, PostForwarder } from '@iot/api-client/model';
import { inOrg, orgKey, orgOptions, orgRequest, useOrgSlug } from '@/lib/org-scope';

export const postForwarderQuery = (orgSlug: string) =>
  inOrg(orgSlug, getGetPostForwarderQueryOptions(orgOptions(orgSlug, 'forwarders:fetchError')));

export const mongodbForwarderQuery = (orgSlug: string) =>
  inOrg(orgSlug, getGetMongodbForwarderQueryOptions(orgOptions(orgSlug, 'forwarders:fetchError')));

export const usePostForwarder = () => useQuery(postForwarderQuery(useOrgSlug()));
export const useMongodbForwarder = () => useQuery(mongodbForwarderQuery(useOrgSlug()));

/** The options of a call whose answer is the forwarder under `key` as it is now. */
function useReplacing<T>(key: (orgSlug: string) => readonly unknown[]) {
  const client = useQueryClient();
  const orgSlug = useOrgSlug();
  return {
    request: orgRequest(orgSlug),
    mutation: { onSuccess: (next: T) => void client.setQueryData(key(orgSlug), next) },
  };
}

const postKey = (orgSlug: string) => orgKey(orgSlug, getGetPostForwarderQueryKey());
const mongodbKey = (orgSlug: string) => orgKey(orgSlug, getGetMongodbForwarderQueryKey());

/** Save, secret reset and test of the POST forwarder. */
export function usePostForwarderCalls() {
  const replacing = useReplacing<PostForwarder>(postKey);
  return {
    save: useUpdatePostForwarder(replacing),
    reset: useResetPostForwarderSecret(replacing),
    test: useTestPostForwarder({ request: replacing.request }),
  };
}

/** Save and test of the MongoDB forwarder. */
export function useMongodbForwarderCalls() {
  const replacing = useReplacing<MongodbForwarder>(mongodbKey);
  return {
    save: useUpdateMongodbForwarder(replacing),
    test: useTestMongodbForwarder({ request: replacing.request }),
  };
}
