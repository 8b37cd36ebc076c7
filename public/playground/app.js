// txenrich playground: sends one enrichment with the pasted API key and shows the result as a
// person reads it. Everything is built with textContent (no HTML from the response is trusted).
'use strict';

const $ = (id) => document.getElementById(id);
const KEY_STORE = 'txenrich.playground.apiKey';

function el(tag, attrs, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === 'class') node.className = v;
    else node.setAttribute(k, v);
  }
  for (const c of children) if (c !== null && c !== undefined) node.append(c instanceof Node ? c : String(c));
  return node;
}

/** An Idempotency-Key; crypto.randomUUID needs a secure context, getRandomValues does not. */
function newKey() {
  const b = new Uint8Array(16);
  crypto.getRandomValues(b);
  return 'pg_' + Array.from(b, (x) => x.toString(16).padStart(2, '0')).join('');
}

function setStatus(text, isError) {
  const s = $('status');
  s.textContent = text;
  s.className = isError ? 'error' : '';
}

function none(text) {
  return el('p', { class: 'none' }, text);
}

/** Reasons per entity type from data.entities (present on services that send them). */
function reasonsByType(entities) {
  const out = {};
  for (const e of Array.isArray(entities) ? entities : []) {
    const key = e.type === 'intermediary' ? (e.role === 'p2p' ? 'peerToPeer' : 'paymentProcessor') : e.type;
    out[key] = { value: e.confidence && e.confidence.value, reasons: (e.confidence && e.confidence.reasons) || [], role: e.role };
  }
  return out;
}

function tags(reasons) {
  const span = el('span');
  for (const r of reasons) span.append(el('span', { class: r === 'organization_correction' ? 'tag fix' : 'tag' }, r));
  return span;
}

function renderCategory(tx) {
  const list = $('category-path');
  list.replaceChildren();
  const c = tx.category;
  for (const level of ['primary', 'secondary', 'tertiary']) {
    const ref = c && c[level];
    if (!ref) continue;
    const code = ref.code || {};
    list.append(el('li', { 'data-level': level },
      el('span', { class: 'name' }, ref.name),
      el('span', { class: 'codes' }, `MCC ${code.mcc} · SIC ${code.sic} · NAICS ${code.naics}`)));
  }
  $('category-confidence').textContent = c ? `confidence ${c.confidence}` : '';
}

function renderMerchant(m, why) {
  const box = $('merchant');
  box.replaceChildren();
  if (!m || m.status !== 'found' || !m.data) {
    box.append(none(m && m.status === 'not_applicable' ? 'not applicable for this transaction' : 'no merchant found'));
    return;
  }
  const d = m.data;
  const logo = d.icon ? el('img', { src: d.icon, alt: `${d.name} logo`, id: 'merchant-logo' }) : null;
  const site = d.website ? el('a', { href: d.website, target: '_blank', rel: 'noopener noreferrer', id: 'merchant-website' }, d.website.replace(/^https?:\/\//, '')) : el('span', { class: 'muted' }, 'no website known');
  box.append(el('div', { class: 'merchant' }, logo, el('div', {}, el('div', { class: 'name', id: 'merchant-name' }, d.name), site)));
  if (d.description) box.append(el('p', { class: 'muted' }, d.description));
  box.append(el('p', { class: 'conf' }, `confidence ${m.confidence}`, why && why.reasons.length ? ' · ' : '', why ? tags(why.reasons) : null));
}

/** A small equirectangular world sketch with a graticule and a marker (no map tiles, no network). */
function miniMap(lat, lon) {
  const NS = 'http://www.w3.org/2000/svg';
  const w = 240, h = 120;
  const svg = document.createElementNS(NS, 'svg');
  svg.setAttribute('viewBox', `0 0 ${w} ${h}`);
  svg.setAttribute('width', String(w));
  svg.setAttribute('height', String(h));
  svg.setAttribute('class', 'map');
  svg.setAttribute('role', 'img');
  svg.setAttribute('aria-label', `map marker at ${lat}, ${lon}`);
  const line = (x1, y1, x2, y2, color) => {
    const l = document.createElementNS(NS, 'line');
    for (const [k, v] of Object.entries({ x1, y1, x2, y2, stroke: color, 'stroke-width': 0.6 })) l.setAttribute(k, String(v));
    svg.append(l);
  };
  for (let lo = -150; lo <= 150; lo += 30) line(((lo + 180) / 360) * w, 0, ((lo + 180) / 360) * w, h, '#c9d6e6');
  for (let la = -60; la <= 60; la += 30) line(0, ((90 - la) / 180) * h, w, ((90 - la) / 180) * h, la === 0 ? '#9fb3cc' : '#c9d6e6');
  const x = ((lon + 180) / 360) * w, y = ((90 - lat) / 180) * h;
  line(x, 0, x, h, '#e07a5f');
  line(0, y, w, y, '#e07a5f');
  const dot = document.createElementNS(NS, 'circle');
  for (const [k, v] of Object.entries({ cx: x, cy: y, r: 4, fill: '#d1495b', stroke: '#fff', 'stroke-width': 1.5, id: 'map-marker' })) dot.setAttribute(k, String(v));
  svg.append(dot);
  return svg;
}

function renderLocation(loc, why) {
  const box = $('location');
  box.replaceChildren();
  if (!loc || loc.status !== 'found' || !loc.data) {
    box.append(none(loc && loc.status === 'not_applicable' ? 'not applicable (e.g. an online purchase)' : 'no location found'));
    return;
  }
  const d = loc.data;
  const s = d.structured || {};
  box.append(el('div', { id: 'location-formatted' }, d.formatted || d.name));
  if (s.timezone) box.append(el('div', { class: 'muted' }, s.timezone));
  if (s.coordinates) {
    const { latitude, longitude } = s.coordinates;
    box.append(el('div', { id: 'location-coordinates', class: 'codes' }, `${latitude.toFixed(5)}, ${longitude.toFixed(5)}`));
    box.append(miniMap(latitude, longitude));
    box.append(el('div', {}, el('a', {
      id: 'location-osm', target: '_blank', rel: 'noopener noreferrer',
      href: `https://www.openstreetmap.org/?mlat=${latitude}&mlon=${longitude}#map=15/${latitude}/${longitude}`,
    }, 'open in OpenStreetMap')));
  }
  box.append(el('p', { class: 'conf' }, `confidence ${loc.confidence}`, why && why.reasons.length ? ' · ' : '', why ? tags(why.reasons) : null));
}

function renderDetails(tx, en) {
  const dl = $('details');
  dl.replaceChildren();
  const row = (label, value, id) => dl.append(el('dt', {}, label), el('dd', { id }, value));
  const pp = en.paymentProcessor;
  row('processor', pp && pp.status === 'found' && pp.data ? pp.data.name : '—', 'detail-processor');
  const p2p = en.peerToPeer;
  if (p2p && p2p.status === 'found' && p2p.data) {
    row('p2p platform', p2p.data.platform ? p2p.data.platform.name : '—', 'detail-p2p-platform');
    row('p2p recipient', p2p.data.recipient ? p2p.data.recipient.displayName : '—', 'detail-p2p-recipient');
    if (p2p.data.memo) row('memo', p2p.data.memo, 'detail-p2p-memo');
  } else {
    row('p2p', '—', 'detail-p2p-platform');
  }
  row('channel', tx.channel, 'detail-channel');
  const sub = tx.subscription || {};
  row('subscription', sub.recurring ? `recurring${sub.type ? ' · ' + sub.type : ''}` : 'not recurring', 'detail-subscription');
}

function renderConfidence(data, why) {
  const body = $('confidence').querySelector('tbody');
  body.replaceChildren();
  const tx = data.transaction;
  const add = (part, status, conf, reasons) => body.append(el('tr', { 'data-part': part },
    el('td', {}, part), el('td', { class: status ? 'status-' + status : '' }, status || ''), el('td', {}, conf === null || conf === undefined ? '—' : conf), el('td', {}, tags(reasons || []))));
  add('transaction', '', tx.confidence, []);
  add('category', '', tx.category && tx.category.confidence, []);
  for (const [part, entry] of Object.entries(data.enrichments || {})) {
    add(part, entry.status, entry.confidence, why[part] ? why[part].reasons : []);
  }
  // entities beyond the four enrichments (e.g. a person as recipient)
  for (const e of Array.isArray(data.entities) ? data.entities : []) {
    if (e.type === 'person') add(`person (${e.role})`, 'found', e.confidence && e.confidence.value, e.confidence && e.confidence.reasons);
  }
}

function render(data) {
  const why = reasonsByType(data.entities);
  renderCategory(data.transaction);
  renderMerchant(data.enrichments.merchant, why.merchant);
  renderLocation(data.enrichments.location, why.location);
  renderDetails(data.transaction, data.enrichments);
  renderConfidence(data, why);
  $('raw').textContent = JSON.stringify(data, null, 2);
  $('result').hidden = false;
}

async function submit(ev) {
  ev.preventDefault();
  const apiKey = $('apiKey').value.trim();
  if ($('remember').checked) localStorage.setItem(KEY_STORE, apiKey);
  else localStorage.removeItem(KEY_STORE);
  const body = { title: $('title').value, country: $('country').value.trim().toUpperCase(), type: $('type').value };
  $('submit').disabled = true;
  setStatus('Enriching…');
  try {
    const res = await fetch('/v1/transactions/enrich', {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', 'X-API-Key': apiKey, 'Idempotency-Key': newKey() },
      body: JSON.stringify(body),
    });
    let json = null;
    try { json = await res.json(); } catch { /* not JSON */ }
    if (!res.ok || !json || json.success !== true) {
      const err = json && json.error;
      const fields = err && err.details && err.details.fieldErrors
        ? ' — ' + Object.entries(err.details.fieldErrors).map(([f, m]) => `${f}: ${m.join(', ')}`).join('; ') : '';
      setStatus(`${res.status} ${err ? err.code + ': ' + err.message : res.statusText}${fields}`, true);
      if (json) { $('raw').textContent = JSON.stringify(json, null, 2); }
      return;
    }
    render(json.data);
    const ms = json.data.processingTimeMs;
    setStatus(`Enriched in ${ms} ms${json.partial ? ' (partial: part of the engine ran out of time)' : ''}. Transaction ${json.data.id}.`);
  } catch (err) {
    setStatus(`The request failed: ${err.message}`, true);
  } finally {
    $('submit').disabled = false;
  }
}

document.addEventListener('DOMContentLoaded', () => {
  const saved = localStorage.getItem(KEY_STORE);
  if (saved) { $('apiKey').value = saved; $('remember').checked = true; }
  $('form').addEventListener('submit', submit);
});
