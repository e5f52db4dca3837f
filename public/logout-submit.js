// Submits the provider's sign-out form at once (the page also has a button for when scripts are off).
document.getElementById('op.logoutForm')?.submit();
