// A stand-in for Stripe.js (js.stripe.com has no place in an offline test run), served by
// intercepting the script request. It implements what @stripe/react-stripe-js and the
// shop use: elements() with card number, expiry and CVC Elements that mount a plain input
// into the shop's container and report change/blur/focus like Stripe's (getElement takes a
// type or, as Stripe.js does, a react-stripe-js component); confirmCardSetup, which sends
// the typed card with the SetupIntent's client secret to Stripe's API
// (https://api.stripe.com, which a test routes to the local Stripe double the shop's API
// uses) and answers `{ setupIntent }` or Stripe's `{ error }` (a declined card); and
// createToken, which answers `{ error }` for Stripe's declined test number and a token
// otherwise. Real Stripe.js cannot load offline, so what the shop does with it is tested
// through this stand-in; Stripe's own frames and 3-D Secure pages are not.
export const FAKE_STRIPE_JS = `
(() => {
  const rules = {
    cardNumber: (v) => v.replace(/\\s+/g, '').length >= 16,
    cardExpiry: (v) => /^\\d{2}\\s*\\/\\s*\\d{2}$/.test(v.trim()),
    cardCvc: (v) => /^\\d{3,4}$/.test(v.trim()),
  };
  const labels = { cardNumber: 'Credit or debit card number', cardExpiry: 'Credit or debit card expiration date', cardCvc: 'Credit or debit card CVC/CVV' };
  const placeholders = { cardNumber: '1234 1234 1234 1234', cardExpiry: 'MM / YY', cardCvc: 'CVC' };
  window.__fakeStripe = { keys: [], tokens: [], setups: [] };
  window.Stripe = function Stripe(key) {
    window.__fakeStripe.keys.push(key);
    const created = {};
    const element = (type) => {
      const handlers = {};
      const emit = (event, payload) => (handlers[event] || []).forEach((cb) => cb(payload));
      let input = null;
      let node = null;
      const api = {
        value: () => (input ? input.value : ''),
        mount(target) {
          node = target;
          node.classList.add('StripeElement');
          input = document.createElement('input');
          input.setAttribute('aria-label', labels[type]);
          input.placeholder = placeholders[type];
          input.style.cssText = 'border:0;outline:0;width:100%;font:inherit;font-size:14px;line-height:22px;background:transparent';
          input.addEventListener('input', () => {
            const value = input.value;
            const complete = rules[type](value);
            const error = value === '' || complete || /^\\d*[\\s\\d/]*$/.test(value) ? undefined : { message: 'invalid', type: 'validation_error' };
            node.classList.toggle('StripeElement--invalid', Boolean(error));
            emit('change', { elementType: type, empty: value === '', complete, error });
          });
          input.addEventListener('focus', () => { node.classList.add('StripeElement--focus'); emit('focus', {}); });
          input.addEventListener('blur', () => { node.classList.remove('StripeElement--focus'); emit('blur', {}); });
          node.appendChild(input);
          setTimeout(() => emit('ready', api), 0);
        },
        on(event, cb) { (handlers[event] = handlers[event] || []).push(cb); },
        off(event, cb) { handlers[event] = (handlers[event] || []).filter((h) => h !== cb); },
        update() {},
        destroy() { if (input) input.remove(); delete created[type]; },
      };
      created[type] = api;
      return api;
    };
    return {
      elements: () => ({ create: (type) => element(type), getElement: (type) => created[typeof type === 'string' ? type : type.__elementType] || null, update() {} }),
      async createToken(el, data) {
        const number = el.value().replace(/\\s+/g, '');
        window.__fakeStripe.tokens.push({ name: data && data.name });
        if (number === '4000000000000002') return { error: { type: 'card_error', message: 'Your card was declined.' } };
        return { token: { id: 'tok_fake_' + number.slice(-4), card: { last4: number.slice(-4) } } };
      },
      async confirmCardSetup(clientSecret, data) {
        const method = (data && data.payment_method) || {};
        const name = method.billing_details && method.billing_details.name;
        window.__fakeStripe.setups.push({ name });
        // The number Element stands for the three, as in Stripe.js.
        const expiry = (created.cardExpiry ? created.cardExpiry.value() : '').split('/').map((part) => part.trim());
        const form = new URLSearchParams({
          key,
          client_secret: clientSecret,
          'payment_method_data[type]': 'card',
          'payment_method_data[card][number]': method.card.value().replace(/\\s+/g, ''),
          'payment_method_data[card][exp_month]': expiry[0] || '',
          'payment_method_data[card][exp_year]': expiry[1] || '',
          'payment_method_data[card][cvc]': created.cardCvc ? created.cardCvc.value() : '',
        });
        if (name) form.set('payment_method_data[billing_details][name]', name);
        const setupId = clientSecret.split('_secret_')[0];
        const res = await fetch('https://api.stripe.com/v1/setup_intents/' + setupId + '/confirm', {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: form.toString(),
        });
        const body = await res.json();
        return res.ok ? { setupIntent: body } : { error: body.error };
      },
      async createPaymentMethod() { return { error: { message: 'not used' } }; },
      async confirmCardPayment() { return { error: { message: 'not used' } }; },
    };
  };
})();
`;
