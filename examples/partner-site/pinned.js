// Writes the pinned snippet of pinned.html: the stylesheet and the loader from the current
// release's own folder (/widget/<version>/), each with the Subresource Integrity hash the manifest
// gives for it and fetched with CORS (crossorigin="anonymous"), as SRI requires of a cross-origin
// file. A real partner page has these two tags in its HTML, copied once per release (the
// stylesheet then blocks the first paint, as it must for CLS 0); here they follow every build.
const PROVIDER = 'http://localhost:8080';

function pinned(tag, name, manifest) {
  const element = document.createElement(tag);
  const url = `${PROVIDER}/widget/${manifest.version}/${name}`;
  if (tag === 'link') {
    element.rel = 'stylesheet';
    element.href = url;
  } else {
    element.src = url;
    element.async = true;
  }
  element.integrity = manifest.files[name].integrity;
  element.crossOrigin = 'anonymous';
  document.head.append(element);
}

fetch(`${PROVIDER}/widget/manifest.json`)
  .then((response) => response.json())
  .then((manifest) => {
    pinned('link', 'wizyta.css', manifest);
    pinned('script', 'wizyta-loader.js', manifest);
  });
