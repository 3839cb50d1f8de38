// What the monitoring board draws: a device's card of latest values and the 24-hour bar chart.
const $ = (id) => document.getElementById(id);
const STALE_SECONDS = 1800;

export function fmtTime(sec) {
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

/** A device's card: its state and the latest value of each enabled factor (stale ones dimmed). */
export function card(t, device, factors, latest) {
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

/** The bars of the last 24 hours' data counts, one per hour, labelled in this browser's time zone. */
export function drawHourly(t, items) {
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
