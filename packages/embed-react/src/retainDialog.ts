/** The element `Wizyta('open')` keeps at the end of `<body>` (the widget's contract). */
const DIALOG = 'wizyta-booking[data-wizyta-dialog]';

let users = 0;

/**
 * Counts a component that may open the booking dialog, until the returned function is called. When
 * the last one has gone — and none came back within the same task, as the next page of a
 * single-page app's navigation or StrictMode's second mount does — the dialog element leaves the
 * page, with its flow frame and its listener.
 */
export function retainDialog(doc: Document): () => void {
  users += 1;
  let released = false;
  return () => {
    if (released) return;
    released = true;
    users -= 1;
    setTimeout(() => {
      if (users === 0) doc.querySelector(DIALOG)?.remove();
    });
  };
}
