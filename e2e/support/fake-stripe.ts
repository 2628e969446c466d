// A stand-in for Stripe.js (js.stripe.com has no place in an offline test run), served by
// intercepting the script request. It implements what @stripe/react-stripe-js and the
// shop use: elements() with card number, expiry and CVC Elements that mount a plain input
// into the shop's container and report change/blur/focus like Stripe's (getElement takes a
// type or, as Stripe.js does, a react-stripe-js component); confirmCardSetup, which sends
// the typed card with the SetupIntent's client secret to Stripe's API
// (https://api.stripe.com, which a test routes to the local Stripe double the shop's API
// uses) and answers `{ setupIntent }` or Stripe's `{ error }` (a declined card); and
// createToken, which answers `{ error }` for Stripe's declined test number and a token
// otherwise; and handleNextAction for a PaymentIntent a bank wants confirmed (3-D Secure),
// which reads the intent with its client secret and answers the challenge its next action
// names, the double's test page, as the shopper would: 'complete', or 'fail' when a test set
// `window.__fakeStripeChallenge = 'fail'`; it answers `{ paymentIntent }`, or `{ error }`
// with the intent's last_payment_error as Stripe.js does. Real Stripe.js cannot load
// offline, so what the shop does with it is tested through this stand-in; Stripe's own
// frames and 3-D Secure pages are not.
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
  // Wallets (docs/decisions.md "Wallets"): Elements in payment mode with the Express
  // Checkout Element. Its ready event offers Google Pay (a test may set
  // window.__fakeStripeWallets before the page loads: another answer, or null for no
  // wallet); each offered wallet is a plain button that plays the wallet's sheet approving
  // the payment: a click fires the Element's confirm event. elements.submit() has nothing
  // to check; createPaymentMethod({ elements }) makes the wallet's one-time card
  // PaymentMethod at Stripe's API (the double), Stripe's test Visa standing for the
  // wallet's card and the double-only field 'wallet' for what the wallet's token tells
  // Stripe. What happened is in window.__fakeWallets (Elements options, methods, failures).
  window.__fakeWallets = { elements: [], methods: [], failures: [] };
  const WALLET_TYPES = { googlePay: 'google_pay', applePay: 'apple_pay', link: 'link' };
  const WALLET_NAMES = { googlePay: 'Google Pay', applePay: 'Apple Pay', link: 'Link' };
  const withWallets = (group, options) => {
    window.__fakeWallets.elements.push(options || {});
    const create = group.create;
    group.create = (type, elementOptions) => (type === 'expressCheckout' ? expressCheckout(group) : create(type, elementOptions));
    group.update = (changes) => window.__fakeWallets.elements.push(changes || {});
    group.submit = async () => ({});
    return group;
  };
  const expressCheckout = (group) => {
    const handlers = {};
    const readied = new Set();
    let offered;
    let node = null;
    const sendReady = () => setTimeout(() => (handlers.ready || []).forEach((cb) => {
      if (readied.has(cb)) return;
      readied.add(cb);
      cb({ elementType: 'expressCheckout', availablePaymentMethods: offered || undefined });
    }), 0);
    const api = {
      mount(target) {
        node = target;
        const asked = window.__fakeStripeWallets;
        offered = asked === undefined ? { applePay: false, googlePay: true, link: false, paypal: false, amazonPay: false, klarna: false } : asked;
        Object.keys(WALLET_TYPES).filter((name) => offered && offered[name]).forEach((name) => {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = 'Buy with ' + WALLET_NAMES[name];
          button.addEventListener('click', () => {
            group.__wallet = WALLET_TYPES[name];
            (handlers.confirm || []).forEach((cb) => cb({
              elementType: 'expressCheckout',
              expressPaymentType: WALLET_TYPES[name],
              paymentFailed: (payload) => window.__fakeWallets.failures.push(payload || {}),
            }));
          });
          node.appendChild(button);
        });
        sendReady();
      },
      on(event, cb) {
        (handlers[event] = handlers[event] || []).push(cb);
        if (event === 'ready' && node) sendReady();
      },
      off(event, cb) { handlers[event] = (handlers[event] || []).filter((h) => h !== cb); },
      update() {},
      destroy() { if (node) node.replaceChildren(); node = null; },
    };
    return api;
  };
  const createWalletMethod = async (key, options) => {
    const group = options && options.elements;
    if (!group || !group.__wallet) return { error: { type: 'invalid_request_error', message: 'No wallet approved a payment.' } };
    const res = await fetch('https://api.stripe.com/v1/payment_methods', {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({
        key,
        type: 'card',
        'card[number]': '4242424242424242',
        'card[exp_month]': '12',
        'card[exp_year]': '34',
        wallet: group.__wallet,
      }).toString(),
    });
    const body = await res.json();
    if (!res.ok) return { error: body.error };
    window.__fakeWallets.methods.push({ id: body.id, wallet: group.__wallet });
    return { paymentMethod: body };
  };
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
      elements: (options) => withWallets({ create: (type) => element(type), getElement: (type) => created[typeof type === 'string' ? type : type.__elementType] || null, update() {} }, options),
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
      async handleNextAction(options) {
        const clientSecret = options.clientSecret;
        const intentId = clientSecret.split('_secret_')[0];
        const query = new URLSearchParams({ key, client_secret: clientSecret });
        const read = await fetch('https://api.stripe.com/v1/payment_intents/' + intentId + '?' + query.toString());
        const intent = await read.json();
        if (!read.ok) return { error: intent.error };
        const action = intent.next_action && intent.next_action.use_stripe_sdk;
        // As Stripe.js: an intent not waiting for an action is the integration's mistake.
        if (intent.status !== 'requires_action' || !action) {
          throw new Error('handleNextAction: the PaymentIntent has a status of ' + intent.status);
        }
        // The double names its own address; the page may connect to Stripe's API origin only
        // (its Content-Security-Policy), which the test answers with the double: same path.
        const challenge = 'https://api.stripe.com' + new URL(action.stripe_js).pathname;
        const answered = await fetch(challenge, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ key, client_secret: clientSecret, outcome: window.__fakeStripeChallenge || 'complete' }).toString(),
        });
        const ended = await answered.json();
        if (!answered.ok) return { error: ended.error };
        if (ended.status !== 'succeeded' && ended.last_payment_error) {
          return { error: { type: 'card_error', code: ended.last_payment_error.code, message: ended.last_payment_error.message, payment_intent: ended } };
        }
        return { paymentIntent: ended };
      },
      createPaymentMethod: (options) => createWalletMethod(key, options),
      async confirmCardPayment() { return { error: { message: 'not used' } }; },
    };
  };
})();
`;
