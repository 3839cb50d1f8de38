// Monitoring board of the mock server: /monitor-board/?org_slug=&project_id=&lang=zh|en
// Polls the same-origin /api/v2 with the console's `access_token` from localStorage. No build step, no dependencies.
import { TEXT } from './board-text.js';
import { card, drawHourly, fmtTime } from './board-render.js';

var DEVICE_POLL_MS = 10000;
var FACTOR_REFRESH_MS = 300000;
var MAX_DEVICES = 60;
var params = new URLSearchParams(location.search);
var lang = params.get('lang') === 'en' ? 'en' : 'zh';
var t = TEXT[lang];
var org = params.get('org_slug') || '';
var project = params.get('project_id') || '';
var factorCache = {};
var $ = function (id) {
  return document.getElementById(id);
};

document.documentElement.lang = lang === 'en' ? 'en' : 'zh-CN';
document.title = t.title;
document.querySelectorAll('[data-i18n]').forEach(function (el) {
  el.textContent = t[el.getAttribute('data-i18n')];
});

function showMessage(text) {
  $('message').hidden = !text;
  $('message').textContent = text || '';
}
function ApiError(status) {
  this.status = status;
}

function api(path) {
  var token = null;
  try {
    token = localStorage.getItem('access_token');
  } catch {
    token = null; // a sandboxed frame without allow-same-origin has no storage
  }
  if (!token) return Promise.reject(new ApiError(401));
  return fetch(path, {
    headers: { Authorization: 'Bearer ' + token, 'X-Org-Slug': org, 'Accept-Language': lang },
  }).then(function (res) {
    return res
      .json()
      .catch(function () {
        return null;
      })
      .then(function (body) {
        if (!res.ok || !body || !body.success) throw new ApiError(res.status);
        return body.data;
      });
  });
}
function base() {
  return '/api/v2/projects/' + encodeURIComponent(project);
}

function factorsOf(device) {
  var hit = factorCache[device.id];
  if (hit && Date.now() - hit.at < FACTOR_REFRESH_MS) return Promise.resolve(hit.list);
  return api(base() + '/devices/' + device.id + '/factors/').then(function (answer) {
    // a plain array, or wrapped in `results` (the document allows both)
    var list = Array.isArray(answer) ? answer : answer.results;
    factorCache[device.id] = { at: Date.now(), list: list };
    return list;
  });
}

function refresh() {
  $('clock').textContent = fmtTime(Date.now() / 1000);
  if (!org || !project) return Promise.resolve(showMessage(t.missing));
  return Promise.all([
    api(base() + '/'),
    api(base() + '/devices/?page=1&page_size=' + MAX_DEVICES),
    api('/api/v2/analytics/projects/' + encodeURIComponent(project) + '/total/'),
    api('/api/v2/analytics/projects/' + encodeURIComponent(project) + '/hourly/'),
  ])
    .then(function (r) {
      var proj = r[0],
        page = r[1];
      $('title').textContent = proj.name;
      $('subtitle').textContent = org + ' · ' + proj.project_id;
      $('stat-devices').textContent = proj.device_count;
      $('stat-offline').textContent = proj.offline_device_count;
      $('stat-online').textContent = proj.device_count - proj.offline_device_count;
      $('stat-data').textContent = r[2].data_count.toLocaleString(
        lang === 'en' ? 'en-US' : 'zh-CN',
      );
      drawHourly(t, r[3].items);
      $('note').textContent = t.showing
        .replace('{n}', page.results.length)
        .replace('{total}', page.count);
      return Promise.all(
        page.results.map(function (d) {
          return Promise.all([factorsOf(d), api(base() + '/devices/' + d.id + '/data/')]).then(
            function (x) {
              return card(t, d, x[0], x[1]);
            },
          );
        }),
      ).then(function (cards) {
        var box = $('devices');
        box.replaceChildren.apply(box, cards);
        showMessage(cards.length ? '' : t.noDevices);
        $('updated').textContent = t.updated + fmtTime(Date.now() / 1000);
      });
    })
    .catch(function (err) {
      var status = err && err.status;
      showMessage(
        status === 401 ? t.noToken : status === 403 || status === 404 ? t.denied : t.failed,
      );
    });
}

refresh();
setInterval(refresh, DEVICE_POLL_MS);
setInterval(function () {
  $('clock').textContent = fmtTime(Date.now() / 1000);
}, 1000);
