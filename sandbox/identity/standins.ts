/**
 * The sandbox's stand-ins for the providers' SDK scripts, served at /__sandbox/identity/{google,facebook,phone}.js.
 * Each defines the same global API as the real SDK (google.accounts.id, FB, firebase compat auth) and talks to the
 * sandbox's identity endpoints beside it; Google and Facebook show an accessible account chooser in the page.
 * Plain ES2017 source, so it runs as it is in any browser, in Storybook's worker setup and in jsdom tests.
 */

/** Shared by the three scripts: where the sandbox is, its calls, and the chooser dialog. */
const COMMON = String.raw`
  var current = document.currentScript;
  var base = new URL('./', current && current.src ? current.src : new URL('/__sandbox/identity/', location.href)).href;

  function codeError(code, message) {
    var error = new Error(message || code);
    error.code = code;
    return error;
  }

  function call(method, path, body) {
    return fetch(base + path, {
      method: method,
      headers: body ? { 'Content-Type': 'application/json' } : {},
      body: body ? JSON.stringify(body) : undefined,
      credentials: 'same-origin'
    }).then(function (response) {
      return response.json().then(function (json) {
        if (!response.ok) throw codeError((json.error && json.error.code) || 'auth/internal-error', json.error && json.error.message);
        return json;
      });
    }, function () {
      throw codeError('auth/network-request-failed');
    });
  }

  var dialogCount = 0;
  function chooser(options) {
    dialogCount += 1;
    var doc = document;
    var previous = doc.activeElement;
    var outside = Array.prototype.slice.call(doc.body.children).filter(function (el) { return !el.hasAttribute('inert'); });
    var overlay = doc.createElement('div');
    overlay.setAttribute('data-sandbox-identity', options.provider);
    overlay.style.cssText = 'position:fixed;inset:0;z-index:2147483647;display:grid;place-items:center;' +
      'background:rgba(0,0,0,.55);font:16px/1.4 system-ui,sans-serif';
    var box = doc.createElement('div');
    var titleId = 'sandbox-identity-title-' + dialogCount;
    var introId = 'sandbox-identity-intro-' + dialogCount;
    box.setAttribute('role', 'dialog');
    box.setAttribute('aria-modal', 'true');
    box.setAttribute('aria-labelledby', titleId);
    box.setAttribute('aria-describedby', introId);
    box.style.cssText = 'background:#ffffff;color:#1a1a1a;border-radius:8px;padding:20px;width:min(360px,92vw);' +
      'box-shadow:0 8px 30px rgba(0,0,0,.35)';
    var title = doc.createElement('h2');
    title.id = titleId;
    title.textContent = options.title;
    title.style.cssText = 'margin:0 0 4px;font-size:1.25rem';
    var intro = doc.createElement('p');
    intro.id = introId;
    intro.textContent = options.intro;
    intro.style.cssText = 'margin:0 0 12px;color:#3d3d3d';
    box.append(title, intro);

    var buttonStyle = 'display:block;width:100%;text-align:left;padding:10px 12px;border:1px solid #6b6b6b;' +
      'border-radius:6px;background:#f3f3f3;color:#1a1a1a;font:inherit;cursor:pointer';
    var done = false;
    function finish() {
      done = true;
      overlay.remove();
      outside.forEach(function (el) { el.removeAttribute('inert'); el.removeAttribute('data-sandbox-inert'); });
      doc.removeEventListener('keydown', onKey, true);
      if (previous && previous.isConnected && previous.focus) previous.focus();
    }
    function choose(account) {
      if (done) return;
      finish();
      options.onChoose(account);
    }
    function cancel() {
      if (done) return;
      finish();
      options.onCancel();
    }

    var list = doc.createElement('ul');
    list.setAttribute('aria-label', 'Accounts');
    list.style.cssText = 'list-style:none;margin:0 0 12px;padding:0;display:grid;gap:8px';
    options.accounts.forEach(function (account) {
      var item = doc.createElement('li');
      var button = doc.createElement('button');
      button.type = 'button';
      button.textContent = 'Continue as ' + account.name + ' (' + account.email + ')';
      button.style.cssText = buttonStyle;
      button.addEventListener('click', function () { choose(account); });
      item.append(button);
      list.append(item);
    });
    box.append(list);

    var form = doc.createElement('form');
    form.style.cssText = 'display:grid;gap:6px;margin:0 0 12px';
    var label = doc.createElement('label');
    var inputId = 'sandbox-identity-email-' + dialogCount;
    label.htmlFor = inputId;
    label.textContent = 'Another account (e-mail)';
    var input = doc.createElement('input');
    input.id = inputId;
    input.type = 'email';
    input.required = true;
    input.autocomplete = 'email';
    input.style.cssText = 'padding:8px;border:1px solid #6b6b6b;border-radius:6px;font:inherit;color:#1a1a1a;background:#fff';
    var next = doc.createElement('button');
    next.type = 'submit';
    next.textContent = 'Continue with this e-mail';
    next.style.cssText = buttonStyle;
    form.append(label, input, next);
    form.addEventListener('submit', function (event) {
      event.preventDefault();
      var email = input.value.trim();
      if (!email) return;
      choose({ name: email.split('@')[0], email: email });
    });
    box.append(form);

    var close = doc.createElement('button');
    close.type = 'button';
    close.textContent = 'Cancel';
    close.style.cssText = buttonStyle + ';text-align:center';
    close.addEventListener('click', cancel);
    box.append(close);

    function focusables() {
      return Array.prototype.slice.call(box.querySelectorAll('button, input'));
    }
    function onKey(event) {
      if (event.key === 'Escape') {
        event.stopPropagation();
        event.preventDefault();
        cancel();
        return;
      }
      if (event.key !== 'Tab') return;
      var items = focusables();
      var first = items[0];
      var last = items[items.length - 1];
      if (event.shiftKey && doc.activeElement === first) { event.preventDefault(); last.focus(); }
      else if (!event.shiftKey && doc.activeElement === last) { event.preventDefault(); first.focus(); }
    }
    overlay.append(box);
    // Marked, so a page (or a story) that goes away with the chooser open can give the page back.
    outside.forEach(function (el) { el.setAttribute('inert', ''); el.setAttribute('data-sandbox-inert', ''); });
    doc.body.append(overlay);
    doc.addEventListener('keydown', onKey, true);
    focusables()[0].focus();
    return { cancel: cancel };
  }
`;

/** google.accounts.id: initialize({client_id, callback}), prompt(listener), cancel(), disableAutoSelect(). */
export const GOOGLE_STANDIN = String.raw`(function () {
  ${COMMON}
  var settings = { clientId: '', callback: null };
  var open = null;

  function notification(moment, reason) {
    return {
      getMomentType: function () { return moment; },
      isDisplayMoment: function () { return moment === 'display'; },
      isDisplayed: function () { return moment === 'display' && !reason; },
      isNotDisplayed: function () { return moment === 'display' && !!reason; },
      getNotDisplayedReason: function () { return moment === 'display' ? reason : undefined; },
      isSkippedMoment: function () { return moment === 'skipped'; },
      getSkippedReason: function () { return moment === 'skipped' ? reason : undefined; },
      isDismissedMoment: function () { return moment === 'dismissed'; },
      getDismissedReason: function () { return moment === 'dismissed' ? reason : undefined; }
    };
  }

  window.google = window.google || {};
  window.google.accounts = window.google.accounts || {};
  window.google.accounts.id = {
    initialize: function (options) {
      settings.clientId = options.client_id || '';
      settings.callback = options.callback || null;
    },
    prompt: function (listener) {
      function tell(moment, reason) { if (listener) listener(notification(moment, reason)); }
      if (!settings.clientId) { tell('display', 'missing_client_id'); return; }
      call('GET', 'accounts?provider=google').then(function (answer) {
        if (answer.forced) {
          tell('display', answer.forced === 'auth/operation-not-allowed' ? 'invalid_client' : 'suppressed_by_user');
          return;
        }
        tell('display');
        open = chooser({
          provider: 'google',
          title: 'Sign in with Google',
          intro: 'Choose an account to continue to ' + location.hostname + '.',
          accounts: answer.accounts,
          onChoose: function (account) {
            open = null;
            call('POST', 'google/token', { clientId: settings.clientId, email: account.email, name: account.name }).then(
              function (result) {
                if (settings.callback) settings.callback({ credential: result.credential, select_by: 'user' });
                tell('dismissed', 'credential_returned');
              },
              function () { tell('dismissed', 'cancel_called'); }
            );
          },
          onCancel: function () { open = null; tell('dismissed', 'cancel_called'); }
        });
      }, function () { tell('display', 'unknown_reason'); });
    },
    cancel: function () { if (open) open.cancel(); },
    disableAutoSelect: function () {}
  };
})();
`;

/** FB: init({appId, version}), login(callback, {scope}), getLoginStatus(callback), logout(callback). */
export const FACEBOOK_STANDIN = String.raw`(function () {
  ${COMMON}
  var settings = { appId: '', version: '' };
  var notConnected = { status: 'unknown', authResponse: null };

  window.FB = {
    init: function (options) {
      settings.appId = String(options.appId || '');
      settings.version = options.version || '';
    },
    getLoginStatus: function (callback) { callback(notConnected); },
    logout: function (callback) { if (callback) callback(notConnected); },
    login: function (callback, options) {
      var scope = (options && options.scope) || 'public_profile';
      if (!settings.appId) { callback(notConnected); return; }
      call('GET', 'accounts?provider=facebook').then(function (answer) {
        if (answer.forced) { callback(notConnected); return; }
        chooser({
          provider: 'facebook',
          title: 'Log in with Facebook',
          intro: location.hostname + ' asks for your ' + scope.split(',').join(' and ').replace(/_/g, ' ') + '.',
          accounts: answer.accounts,
          onChoose: function (account) {
            call('POST', 'facebook/token', { appId: settings.appId, email: account.email, name: account.name }).then(
              function (result) {
                callback({
                  status: 'connected',
                  authResponse: { accessToken: result.accessToken, userID: result.userID, expiresIn: 5183944, signedRequest: '' }
                });
              },
              function () { callback(notConnected); }
            );
          },
          onCancel: function () { callback(notConnected); }
        });
      }, function () { callback(notConnected); });
    }
  };
  if (typeof window.fbAsyncInit === 'function') setTimeout(window.fbAsyncInit, 0);
})();
`;

/** firebase (compat): initializeApp(options), auth().signInWithPhoneNumber(number, verifier) → confirm(code). */
export const PHONE_STANDIN = String.raw`(function () {
  ${COMMON}
  var apps = [];
  var auth = {
    currentUser: null,
    setPersistence: function () { return Promise.resolve(); },
    signOut: function () { auth.currentUser = null; return Promise.resolve(); },
    signInWithPhoneNumber: function (phoneNumber, verifier) {
      var app = apps[0];
      if (!app) return Promise.reject(codeError('auth/invalid-api-key'));
      var check = verifier && verifier.verify ? verifier.verify() : Promise.resolve('');
      return check.then(function (recaptchaToken) {
        return call('POST', 'phone/send', {
          phoneNumber: phoneNumber, apiKey: app.options.apiKey, projectId: app.options.projectId, recaptchaToken: recaptchaToken
        });
      }).then(function (answer) {
        return {
          verificationId: answer.verificationId,
          confirm: function (code) {
            return call('POST', 'phone/confirm', {
              verificationId: answer.verificationId, code: code, projectId: app.options.projectId
            }).then(function (result) {
              var user = {
                uid: result.uid,
                phoneNumber: result.phoneNumber,
                getIdToken: function () { return Promise.resolve(result.idToken); }
              };
              auth.currentUser = user;
              return { user: user, providerId: 'phone', operationType: 'signIn' };
            });
          }
        };
      });
    }
  };

  function RecaptchaVerifier(container, parameters) {
    this.type = 'recaptcha';
    this.container = container;
    this.parameters = parameters || {};
    this.verify = function () { return Promise.resolve('sandbox-recaptcha-' + Date.now().toString(36)); };
    this.render = function () { return Promise.resolve(0); };
    this.clear = function () {};
  }

  function authOf() { return auth; }
  authOf.RecaptchaVerifier = RecaptchaVerifier;
  authOf.Auth = { Persistence: { NONE: 'none', SESSION: 'session', LOCAL: 'local' } };

  window.firebase = {
    SDK_VERSION: 'sandbox',
    apps: apps,
    initializeApp: function (options, name) {
      var app = { name: name || '[DEFAULT]', options: options || {}, auth: authOf };
      apps.push(app);
      return app;
    },
    app: function () { return apps[0]; },
    auth: authOf
  };
})();
`;

/** The stand-in served for each script name. */
export const STANDIN_SCRIPTS: Record<string, string> = {
  'google.js': GOOGLE_STANDIN,
  'facebook.js': FACEBOOK_STANDIN,
  'phone.js': PHONE_STANDIN,
};
