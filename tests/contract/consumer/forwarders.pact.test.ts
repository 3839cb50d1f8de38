import type { PostForwarderTest, PostForwarderUpdate } from '@iot/api-client/model';
import { describe, expect, it } from 'vitest';
import {
  getMongodbForwarder,
  getPostForwarder,
  resetPostForwarderSecret,
  testMongodbForwarder,
  testPostForwarder,
  updateMongodbForwarder,
  updatePostForwarder,
} from '@iot/api-client/hooks/forwarders';
import {
  authHeaders,
  caught,
  createPact,
  EXAMPLES,
  JSON_HEADERS,
  stateValue,
  useClient,
} from './support/pact';
import { answer, asExample, validationFailure, type Matching } from './support/expected';
import { STATE } from './support/states';

const pact = createPact();
const withBody = { ...authHeaders(), ...JSON_HEADERS };
/**
 * Urls the state hands out: the backend accepts them and nothing answers there, so the delivery tests report a
 * failure quickly and reach nobody (a backend's url validator decides what it accepts, not the pact).
 */
const { forwarderUrl: POST_URL, mongodbUri: MONGO_URI } = EXAMPLES;
const MONGO = { uri: MONGO_URI, collection: 'sensor_data' };
const MONGO_BODY = { uri: stateValue('mongodbUri'), collection: MONGO.collection };
const POST_CONFIGURED = STATE.postForwarder;
const MONGO_CONFIGURED = STATE.mongodbForwarder;

describe('forwarders', () => {
  it('getPostForwarder: reads the url and the HMAC secret', async () => {
    await pact
      .addInteraction()
      .given(POST_CONFIGURED)
      .uponReceiving('a request for the POST forwarder')
      .withRequest('GET', '/api/v2/forwarders/post/', (b) => b.headers(authHeaders()))
      .willRespondWith(200, (b) => b.jsonBody(answer('getPostForwarder')))
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
        b
          .headers(withBody)
          .jsonBody({ url: stateValue('forwarderUrl') } satisfies Matching<PostForwarderUpdate>),
      )
      // The form shows the saved answer; which url that is, the backend decides (it may normalize it).
      .willRespondWith(200, (b) => b.jsonBody(answer('updatePostForwarder')))
      .executeTest(async (server) => {
        useClient(server.url);
        const fwd = await updatePostForwarder({ url: POST_URL });
        expect(fwd.url).toMatch(/^https?:/);
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
      .willRespondWith(200, (b) => b.jsonBody(answer('resetPostForwarderSecret')))
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
        b
          .headers(withBody)
          .jsonBody({ url: stateValue('forwarderUrl') } satisfies Matching<PostForwarderTest>),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(answer('testPostForwarder', { ok: asExample(false) })),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const result = await testPostForwarder({ url: POST_URL });
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
      .willRespondWith(200, (b) => b.jsonBody(answer('getMongodbForwarder')))
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
      .withRequest('PUT', '/api/v2/forwarders/mongodb/', (b) =>
        b.headers(withBody).jsonBody(MONGO_BODY),
      )
      // The collection is exact (the form shows the saved answer); the uri may come back with its password masked.
      .willRespondWith(200, (b) =>
        b.jsonBody(answer('updateMongodbForwarder', { collection: MONGO.collection })),
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
        b.headers(withBody).jsonBody(MONGO_BODY),
      )
      .willRespondWith(200, (b) =>
        b.jsonBody(answer('testMongodbForwarder', { ok: asExample(false) })),
      )
      .executeTest(async (server) => {
        useClient(server.url);
        const result = await testMongodbForwarder(MONGO);
        expect(result.ok).toBe(false);
      });
  });
});
