/** The id of the custom code's elements, shared with the HTML shell (worker/spa/) that serves the saved code. */
export const CUSTOM_CODE_ID = 'be-custom-code';

/**
 * SPEC section 4, setCustomCode: `html` goes into a `<div id="be-custom-code">`
 * in the body, anything else (CSS) into a `<style id="be-custom-code">` in the
 * head; an empty value removes it. An element of that kind already there,
 * served by the shell or made by an earlier message, gets the new code in
 * place. Scripts in the HTML do not run (innerHTML never runs them).
 */
export function setCustomCode(mode: string, value: string): void {
  const tag = mode === 'html' ? 'div' : 'style';
  let element = document.querySelector(`${tag}#${CUSTOM_CODE_ID}`);
  if (!value) {
    element?.remove();
    return;
  }
  if (!element) {
    element = document.createElement(tag);
    element.id = CUSTOM_CODE_ID;
    // Where the HTML shell serves them: the div first in the body, the style last in the head.
    if (tag === 'div') document.body.prepend(element);
    else document.head.append(element);
  }
  if (tag === 'div') element.innerHTML = value;
  else element.textContent = value;
}
