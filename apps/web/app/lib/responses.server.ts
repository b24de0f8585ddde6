import { data } from 'react-router';

/** A real 404: the layout's error page shows "This page could not be found". */
export function notFound() {
  return data(null, { status: 404, statusText: 'Not Found' });
}

/** A failed API call the page cannot do without: the error page, with the call's 5xx status. */
export function failure(status: number) {
  return data(null, { status: status >= 500 && status <= 599 ? status : 500 });
}
