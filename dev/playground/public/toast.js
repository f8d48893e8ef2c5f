const TOAST_MS = 6000;

/** A small notice at the bottom of the page that goes away by itself (or on click). */
export function showToast(text) {
  const toast = document.createElement('div');
  toast.className = 'toast';
  toast.setAttribute('role', 'alert');
  toast.textContent = text;
  const remove = () => toast.remove();
  toast.addEventListener('click', remove);
  document.getElementById('toasts').append(toast);
  setTimeout(remove, TOAST_MS);
}
