// Monitoring board of the mock server: /monitor-board/?org_slug=&project_id=&lang=zh|en
// Polls the same-origin /api/v2 with the console's `access_token` from localStorage. No build step, no dependencies.
(function () {
  'use strict';
  var DEVICE_POLL_MS = 10000;
  var FACTOR_REFRESH_MS = 300000;
  var STALE_SECONDS = 1800;
  var MAX_DEVICES = 60;
  var TEXT = {
    zh: {
      devices: '设备总数',
      online: '在线',
      offline: '离线',
      dataCount: '数据总量',
      hourly: '近24小时数据量',
      updated: '更新于 ',
      showing: '显示 {n} / {total} 台设备',
      noToken: '请先在控制台登录后再打开监控大屏。',
      missing: '缺少参数 org_slug 或 project_id。',
      denied: '没有访问该项目的权限，或项目不存在。',
      failed: '数据加载失败，将自动重试。',
      noDevices: '该项目下暂无设备。',
      noData: '暂无数据',
      title: '监控大屏',
    },
    en: {
      devices: 'Devices',
      online: 'Online',
      offline: 'Offline',
      dataCount: 'Data points',
      hourly: 'Data points, last 24 hours',
      updated: 'Updated ',
      showing: 'Showing {n} of {total} devices',
      noToken: 'Sign in to the console first, then open the board.',
      missing: 'The org_slug or project_id parameter is missing.',
      denied: 'No access to this project, or it does not exist.',
      failed: 'Loading failed; retrying automatically.',
      noDevices: 'This project has no devices yet.',
      noData: 'no data',
      title: 'Monitoring board',
    },
  };
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

  function fmtTime(sec) {
    var d = new Date(sec * 1000);
    var p = function (n) {
      return String(n).padStart(2, '0');
    };
    return (
      d.getFullYear() +
      '-' +
      p(d.getMonth() + 1) +
      '-' +
      p(d.getDate()) +
      ' ' +
      p(d.getHours()) +
      ':' +
      p(d.getMinutes()) +
      ':' +
      p(d.getSeconds())
    );
  }
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

  function card(device, factors, latest) {
    var el = document.createElement('article');
    el.className = 'card' + (device.is_online ? '' : ' offline');
    var head = document.createElement('header');
    var h = document.createElement('h3');
    h.textContent = device.device_name;
    h.title = device.device_name + ' · ' + device.device_id;
    var badge = document.createElement('span');
    badge.className = 'badge ' + (device.is_online ? 'on' : 'off');
    badge.textContent = device.is_online ? t.online : t.offline;
    head.append(h, badge);
    var dl = document.createElement('dl');
    var byAgri = {};
    latest.forEach(function (v) {
      byAgri[v.agri_id] = v;
    });
    var now = Date.now() / 1000;
    factors
      .filter(function (f) {
        return f.enabled !== false;
      })
      .forEach(function (f) {
        var dt = document.createElement('dt');
        dt.textContent = f.name;
        dt.title = f.name;
        var dd = document.createElement('dd');
        var v = byAgri[f.agri_id];
        var unit = f.the_type_detail && f.the_type_detail.unit ? ' ' + f.the_type_detail.unit : '';
        if (f.the_type === 200 || f.the_type === 201) unit = '';
        dd.textContent = v
          ? f.the_type === 200 || f.the_type === 201
            ? v.value
              ? 'ON'
              : 'OFF'
            : v.value + unit
          : t.noData;
        if (v) dd.title = fmtTime(v.t);
        if (!v || now - v.t > STALE_SECONDS) dd.className = 'stale';
        dl.append(dt, dd);
      });
    el.append(head, dl);
    return el;
  }

  function drawHourly(items) {
    var svg = $('hourly');
    svg.setAttribute('aria-label', t.hourly);
    var max = Math.max.apply(
      null,
      items
        .map(function (i) {
          return i.data_count;
        })
        .concat([1]),
    );
    var w = 480 / items.length;
    var out = '';
    var labels = '';
    items.forEach(function (item, i) {
      var bh = Math.round((item.data_count / max) * 70);
      // the bucket is the whole hour holding update_at (openapi HourlyItem): shown in this browser's time zone
      var start = Math.floor(item.update_at / 3600) * 3600;
      var hour = new Date(start * 1000).getHours();
      out +=
        '<rect x="' +
        (i * w + 2) +
        '" y="' +
        (80 - bh) +
        '" width="' +
        (w - 4) +
        '" height="' +
        bh +
        '"><title>' +
        fmtTime(start).slice(0, 16) +
        ' · ' +
        item.data_count +
        '</title></rect>';
      labels += '<span>' + hour + '</span>';
    });
    svg.innerHTML = out;
    $('hours').innerHTML = labels;
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
        drawHourly(r[3].items);
        $('note').textContent = t.showing
          .replace('{n}', page.results.length)
          .replace('{total}', page.count);
        return Promise.all(
          page.results.map(function (d) {
            return Promise.all([factorsOf(d), api(base() + '/devices/' + d.id + '/data/')]).then(
              function (x) {
                return card(d, x[0], x[1]);
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
})();
