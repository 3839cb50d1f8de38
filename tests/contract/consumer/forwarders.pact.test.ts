import type { PostForwarderTest, PostForwarderUpdate } from '@iot/api-client/model';
import { describe, expect, it } from 'vitest';
import { MatchersV3 } from '@pact-foundation/pact';
import {
  getMongodbForwarder,
  getPostForwarder,
  resetPostForwarderSecret,
  testMongodbForwarder,
  testPostForwarder,
  updateMongodbForwarder,
  updatePostForwarder,
} from '@iot/api-client/hooks/forwarders';
import { authHeaders, caught, createPact, JSON_HEADERS, useClient } from './support/pact';
import { forwarderTestResult, ok, validationFailure, type Matching } from './support/shapes';
import { STATE } from './support/states';

const { string } = MatchersV3;
const pact = createPact();
const withBody = { ...authHeaders(), ...JSON_HEADERS };
/** Loopback only: the mock really delivers to a configured url, and nothing may leave the machine. */
const POST_URL = 'http://127.0.0.1:9/hooks/greenhouse';
const MONGO = { uri: 'mongodb://iot:secret@127.0.0.1:27017/farm', collection: 'sensor_data' };
/** Nothing listens there: the test calls report a failed delivery quickly and never leave the machine. */
const CLOSED_URL = 'http://127.0.0.1:9/hooks/test';
const CLOSED_MONGO = { uri: 'mongodb://127.0.0.1:9/farm', collection: 'sensor_data' };
const POST_CONFIGURED = STATE.postForwarder;
const MONGO_CONFIGURED = STATE.mongodbForwarder;
const postForwarder = (url = POST_URL) => ({
  url: string(url),
  secret_key: string('whsec_5d0f3a9c2b7e41f8a6c3d2e1f0a9b8c7'),
});

describe('forwarders', () => {
  it('getPostForwarder: reads the url and the HMAC secret', async () => {
    await pact
      .addInteraction()
      .given(POST_CONFIGURED)
      .uponReceiving('a request for the POST forwarder')
      .withRequest('GET', '/api/v2/forwarders/post/', (b) => b.headers(authHeaders()))
      .willRespondWith(200, (b) => b.jsonBody(ok(postForwarder())))
      .executeTest(async (server) => {
        useClient(server.url);
        const fwd = await getPostForwarder();
        expect(fwd.url).toMatch(/^https?:/);
        expect(fwd.secret_key).toBeTruthy();
      });
  });

  it('updatePostForwarder: sets the url', async () => {
    await pact
      .addInteraction()
      .given(STATE.owner)
      .uponReceiving('a request to set the POST forwarder url')
      .withRequest('PUT', '/api/v2/forwarders/post/', (b) =>
        b.headers(withBody).jsonBody({ url: POST_URL } satisfies Matching<PostForwarderUpdate>),
      )
      // The url is exact: the form shows (and caches) the saved answer.
      .willRespondWith(200, (b) => b.jsonBody(ok({ ...postForwarder(), url: POST_URL })))
      .executeTest(async (server) => {
        useClient(server.url);
        const fwd = await updatePostForwarder({ url: POST_URL });
        expect(fwd.url).toBe(POST_URL);
      });
  });

  it('updatePostForwarder: a url that is not http(s) is a 400 with a message under url', async () => {
    await pact
      .addInteraction()
      .given(STATE.owner)
      .uponReceiving('a request to set a POST forwarder url that is not http(s)')
      .withRequest('PUT', '/api/v2/forwarders/post/', (b) =>
        b
          .headers(withBody)
          .jsonBody({ url: 'ftp://iot.example.org/hooks' } satisfies Matching<PostForwarderUpdate>),
      )
      .willRespondWith(400, (b) => b.jsonBody(validationFailure('url', 'Enter a valid URL.')))
      .executeTest(async (server) => {
        useClient(server.url);
        const e = await caught(updatePostForwarder({ url: 'ftp://iot.example.org/hooks' }));
        expect(e.fieldError('url')).toBeTruthy();
      });
  });

  it('resetPostForwarderSecret: replaces the HMAC secret', async () => {
    await pact
      .addInteraction()
      .given(POST_CONFIGURED)
      .uponReceiving('a request to reset the POST forwarder secret')
      .withRequest('POST', '/api/v2/forwarders/post/reset-secret-key/', (b) =>
        b.headers(authHeaders()),
      )
      .willRespondWith(200, (b) => b.jsonBody(ok(postForwarder())))
      .executeTest(async (server) => {
        useClient(server.url);
        const fwd = await resetPostForwarderSecret();
        expect(fwd.secret_key).toBeTruthy();
      });
  });

  it('testPostForwarder: reports an undelivered sample payload', async () => {
    await pact
      .addInteraction()
      .given(STATE.owner)
      .uponReceiving('a request to test POST delivery to a closed port')
      .withRequest('POST', '/api/v2/forwarders/post/test/', (b) =>
        b.headers(withBody).jsonBody({ url: CLOSED_URL } satisfies Matching<PostForwarderTest>),
      )
      .willRespondWith(200, (b) => b.jsonBody(ok(forwarderTestResult())))
      .executeTest(async (server) => {
        useClient(server.url);
        const result = await testPostForwarder({ url: CLOSED_URL });
        expect(result.ok).toBe(false);
        expect(result.error).toBeTruthy();
      });
  });

  it('getMongodbForwarder: reads the connection and the collection', async () => {
    await pact
      .addInteraction()
      .given(MONGO_CONFIGURED)
      .uponReceiving('a request for the MongoDB forwarder')
      .withRequest('GET', '/api/v2/forwarders/mongodb/', (b) => b.headers(authHeaders()))
      .willRespondWith(200, (b) =>
        b.jsonBody(ok({ uri: string(MONGO.uri), collection: string(MONGO.collection) })),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const fwd = await getMongodbForwarder();
        expect(fwd.collection).toBe(MONGO.collection);
      });
  });

  it('updateMongodbForwarder: sets the connection and the collection', async () => {
    await pact
      .addInteraction()
      .given(STATE.owner)
      .uponReceiving('a request to set the MongoDB forwarder')
      .withRequest('PUT', '/api/v2/forwarders/mongodb/', (b) => b.headers(withBody).jsonBody(MONGO))
      // The collection is exact (the form shows the saved answer); the uri may come back with its password masked.
      .willRespondWith(200, (b) =>
        b.jsonBody(ok({ uri: string(MONGO.uri), collection: MONGO.collection })),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const fwd = await updateMongodbForwarder(MONGO);
        expect(fwd.collection).toBe(MONGO.collection);
      });
  });

  it('testMongodbForwarder: reports a failed connection', async () => {
    await pact
      .addInteraction()
      .given(STATE.owner)
      .uponReceiving('a request to test a MongoDB connection to a closed port')
      .withRequest('POST', '/api/v2/forwarders/mongodb/test/', (b) =>
        b.headers(withBody).jsonBody(CLOSED_MONGO),
      )
      .willRespondWith(200, (b) => b.jsonBody(ok(forwarderTestResult())))
      .executeTest(async (server) => {
        useClient(server.url);
        const result = await testMongodbForwarder(CLOSED_MONGO);
        expect(result.ok).toBe(false);
      });
  });
});
