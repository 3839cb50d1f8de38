/**
 * The API's messages in English, by key (docs/decisions/0160-server-message-language.md). This
 * catalog defines the keys and their parameters (`{name}`); zh.ts has the same keys. To add a message: a key here,
 * its Chinese in zh.ts, then `msg('the.key', { name })` where it is thrown.
 */
export const en = {
  // ── the request itself (the framework's answers) ──
  'request.not_json': 'The request body is not valid JSON',
  'request.empty_json': 'The request body is empty; send a JSON object',
  'request.not_http': 'The request is not valid HTTP',
  'request.timeout': 'The request did not arrive in time',
  'request.body_too_large': 'Request body is larger than {bytes} bytes',
  'request.headers_too_large': 'Request headers are larger than {bytes} bytes',
  'request.unsupported_media_type': 'Unsupported content type; send application/json',
  'request.param_too_long': 'A path parameter is longer than {max} characters',
  'request.bad_url': 'The path is not a valid URL (a malformed %-escape)',
  'request.no_route': 'No route {method} {path}',
  'request.method_not_allowed': 'Method {method} is not allowed on {path}',
  'request.method_not_allowed_here': 'Method not allowed',
  'request.forbidden': 'You do not have permission to perform this action',
  'request.not_found': 'Not found',
  'request.throttled': 'Too many requests',
  'request.rate_limited': 'Rate limit exceeded, retry in {seconds} s',
  'request.bad_sandbox_name':
    'X-Mock-Sandbox: a sandbox name is 1 to 64 letters, digits, ".", "_" or "-".',
  'request.sandbox_needs_control_token':
    'X-Mock-Sandbox names a sandbox only with the X-Mock-Control-Token header (tests and CI)',
  'sandbox.creating_too_many':
    'Too many sandboxes are being created at the moment; try again in a few seconds.',
  'sandbox.demo_full':
    'The demo is full: every visitor’s sandbox is in use. Try again in a few minutes.',
  'sandbox.too_many_new_visitors': 'Too many new visitors from your address; try again in a minute',
  'server.error': 'Internal server error',
  'server.cannot_store':
    'The server cannot store changes: writing its database journal failed. Reads still work; restart the server once its disk is fixed.',

  // ── request validation (the document's schemas, src/openapi/field-errors.ts) ──
  'validation.invalid_input': 'Invalid input data.',
  'validation.summary': 'Invalid input data: {problem}',
  'validation.summary_field': 'Invalid input data: {field}: {problem}',
  'validation.required': 'This field is required.',
  'validation.unknown_field': 'Unknown field.',
  'validation.body_object': 'A JSON object body is required.',
  'validation.type': 'Must be {types}.',
  'validation.type_integer': 'an integer',
  'validation.type_number': 'a number',
  'validation.type_boolean': 'true or false',
  'validation.type_null': 'null',
  'validation.type_array': 'a list',
  'validation.type_object': 'an object',
  'validation.type_string': 'a string',
  'validation.blank': 'This field may not be blank.',
  'validation.min_length': 'Ensure this field has at least {limit} characters.',
  'validation.max_length': 'Ensure this field has no more than {limit} characters.',
  'validation.minimum': 'Ensure this value is greater than or equal to {limit}.',
  'validation.maximum': 'Ensure this value is less than or equal to {limit}.',
  'validation.enum': 'Must be one of: {values}.',
  'validation.const': 'Must be {value}.',
  'validation.pattern': 'Enter a valid value (wrong format).',
  'validation.email': 'Enter a valid email address.',
  'validation.date_time': 'Enter a valid date-time (ISO 8601 with time zone).',
  'validation.uri': 'Enter a valid URL.',
  'validation.format': 'Enter a valid {format}.',
  'validation.one_property': 'Send at least one field.',
  'validation.min_properties': 'Send at least {limit} fields.',
  'validation.single_property': 'Send exactly one field per request.',
  'validation.max_properties': 'Send at most {limit} fields.',
  'validation.one_item': 'Choose at least one item.',
  'validation.min_items': 'Choose at least {limit} items.',
  'validation.max_items': 'Choose at most {limit} items.',
  'validation.unique_items': 'Items must not repeat.',
  'validation.invalid_value': 'Invalid value.',

  // ── lists in a sentence ──
  'list.or': '{first} or {rest}',
  'list.and': '{first}, {rest}',

  // ── who is calling (src/auth/) ──
  'auth.not_authenticated': 'Authentication credentials were not provided or are invalid',
  'auth.invalid_credentials': 'Invalid username or password',
  'auth.invalid_wechat_code': 'Invalid WeChat login code',
  'auth.too_many_failed_sign_ins': 'Too many failed sign-ins; try again in {seconds} seconds',
  'auth.sign_ins_busy': 'Too many sign-ins at the moment; try again in a few seconds',
  'auth.sign_in_being_checked':
    'A sign-in from your address is being checked; try again in a moment',
  'auth.access_token_expired': 'Access token has expired',
  'auth.access_token_invalid': 'Invalid access token',
  'auth.session_ended': 'This session has ended; sign in again',
  'auth.refresh_token_invalid': 'The refresh token is invalid, expired or revoked',
  'auth.refresh_token_other_user': 'The refresh token belongs to another user',
  'auth.api_token_unknown': 'Unknown API access token',
  'auth.api_token_inactive': 'This API access token is inactive',
  'auth.api_token_expired': 'This API access token has expired',
  'auth.api_token_creator_left':
    'This API access token is no longer valid: its creator is no longer a member of the organization',
  'auth.api_token_creator_gone': 'The member who created this API access token no longer exists',
  'auth.sessions_only': 'API access tokens may not manage accounts; sign in instead',

  // ── what the caller may reach and do (src/auth/authorize.ts, permissions.ts) ──
  'access.token_other_org': 'This API access token does not belong to organization "{slug}"',
  'access.not_member': 'You are not a member of organization "{slug}"',
  'access.barred': 'You have been barred from organization "{slug}"',
  'access.no_organization': 'No organization selected',
  'access.token_readonly': 'This API token is readonly: it may only read',
  'access.token_may_not': 'API access tokens may not {action}',
  'access.role_may_not': 'Your role ({role}) may not {action}',
  'access.flag_missing': 'You do not have the {flag} permission needed to {action}',
  'action.project': 'change projects',
  'action.project_admin': 'delete or transfer projects',
  'action.device': 'change devices',
  'action.device_admin': 'unbind or transfer devices',
  'action.data': 'export data',
  'action.user': 'manage users',
  'action.settings': 'change organization settings',
  'action.owner': 'delete or transfer the organization',
  'role.owner': 'owner',
  'role.manager': 'manager',
  'role.operator': 'operator',
  'role.readonly': 'readonly',
  'flag.can_manage_project': 'can_manage_project',
  'flag.can_manage_device': 'can_manage_device',
  'flag.can_manage_user': 'can_manage_user',
  'flag.can_manage_settings': 'can_manage_settings',

  // ── 404 of an object (errors.ts notFound) ──
  'not_found.project': 'Project not found',
  'not_found.device': 'Device not found',
  'not_found.factor': 'Factor not found',
  'not_found.download_task': 'Download task not found',
  'not_found.download_file': 'Download file not found',
  'not_found.access_token': 'Access token not found',
  'not_found.user': 'User not found',
  'not_found.blacklist_entry': 'Blacklist entry not found',

  // ── account ──
  'account.email_taken': 'This email address is used by another account',
  'account.wrong_password': 'Current password is incorrect.',
  'account.passwords_differ': 'The two passwords do not match.',
  'account.password_too_short': 'The new password must have at least {min} characters.',
  'account.password_unchanged': 'The new password must differ from the current one.',

  // ── organizations, and moving a project or device to another one ──
  'organization.name_blank': 'Organization name cannot be empty.',
  'organization.token_may_not_create': 'API access tokens may not create organizations',
  'organization.slug_taken': 'The organization identifier "{slug}" is taken',
  'organization.too_many':
    'You belong to {max} organizations, the most one user may; leave or delete one first.',
  'organization.confirm_slug': 'Type the identifier of this organization to confirm.',
  'organization.new_owner_not_member': '"{username}" is not a member of this organization.',
  'organization.already_owner': 'You already own this organization.',
  'transfer.not_member': 'You are not a member of organization "{slug}".',

  // ── projects ──
  'project.name_blank': 'Project name cannot be empty.',
  'project.too_many': 'An organization has at most {max} projects; delete one first.',
  'project.token_no_favorites': 'API access tokens have no favorites',
  'project.already_in_org': 'The project is already in this organization.',
  'project.transfer_needs_manager':
    'You must be owner or manager of "{slug}" to move a project into it',

  // ── devices ──
  'device.name_blank': 'Device name cannot be empty.',
  'device.id_required': 'Enter the device ID.',
  'device.wrong_safe_code': 'The device ID and safe code do not match a device.',
  'device.already_bound': 'Device {device} is already bound',
  'device.project_of_org': 'Select a project of this organization.',
  'device.token_project_unreachable': 'This API access token may not reach that project.',
  'device.token_binds_into_its_projects':
    'This API access token may bind devices only into its projects.',
  'device.already_in_project': 'The device is already in this project.',
  'device.already_in_org': 'The device is already in this organization.',
  'device.transfer_needs_manager':
    'You must be owner or manager of "{slug}" to move a device into it',
  'device.offline_restart': 'Device {device} is offline and cannot be restarted',

  // ── factors ──
  'factor.name_blank': 'Factor name cannot be empty.',
  'factor.max_below_min': 'The maximum must not be below the minimum.',
  'factor.too_many': 'A device has at most {max} factors; delete one before adding another.',
  'factor.device_of_org': 'Select a device of this organization.',
  'factor.not_a_switch': 'Factor "{name}" is not a switch.',
  'factor.switch_offline': 'Device {device} is offline; the switch cannot be set',
  'factor.copy_name': '{name} (copy)',

  // ── exports (download tasks) ──
  'download.device_not_in_project': 'No such device in this project.',
  'download.factors_not_of_device': 'Factor {factors} does not belong to this device.',
  'download.end_before_start': 'The end time must not be before the start time.',
  'download.range_too_long': 'The time range is longer than {days} days.',
  'download.too_many': 'A project keeps at most {max} export tasks; delete old ones first.',
  'download.not_completed': 'The task is {status}; only a completed task can be downloaded.',
  'download.link_invalid': 'The download link is not valid.',
  'download.link_expired': 'The download link has expired; request a new one.',
  'download.queue_full':
    'This organization already has {count} exports waiting or running (at most {max}); try again when one has finished.',
  'download.server_busy':
    'The server is running {count} exports (at most {max}); try again in a minute.',
  'download.no_room':
    'This export (about {size}) does not fit in the {left} of export storage left; delete old export tasks or export a shorter range.',
  'download.ran_out_of_room':
    'The export does not fit in the {left} of export storage left; delete old export tasks or export a shorter range.',
  'download.source_gone': 'The device or its factors no longer exist.',
  'download.failed': 'The export failed.',
  'task_status.pending': 'pending',
  'task_status.exporting': 'exporting',
  'task_status.completed': 'completed',
  'task_status.failed': 'failed',

  // ── API access tokens ──
  'token.name_blank': 'Token name cannot be empty.',
  'token.expiry_past': 'The expiry date cannot be earlier than today.',
  'token.choose_projects': 'Choose at least one project, or allow all projects.',
  'token.project_not_in_org': 'Project {project} is not in this organization.',
  'token.too_many': 'An organization has at most {max} API access tokens; delete one first.',

  // ── forwarders ──
  'forwarder.url_not_http': 'Enter an http or https URL.',
  'forwarder.url_not_public':
    'Use a public host: this one does not resolve to a public internet address (loopback, private, link-local and this server are refused).',
  'forwarder.uri_invalid': 'This is not a valid MongoDB connection string.',
  'forwarder.uri_not_public':
    'Use public hosts: one of them does not resolve to a public internet address (loopback, private, link-local and this server are refused).',
  'forwarder.uri_and_collection': 'Set both uri and collection, or clear both.',
  'forwarder.post_unreachable':
    'The receiver could not be reached: the URL must name a public host that accepts the connection and answers within {seconds} s.',
  'forwarder.post_answered': 'The receiver answered HTTP {status}',
  'forwarder.mongo_unreachable':
    'The MongoDB server could not be reached: the URI must name public hosts that accept the connection within {seconds} s.',
  'forwarder.mongo_uri_invalid': 'The URI is not a valid MongoDB connection string.',
  'forwarder.mongo_auth_failed': 'The MongoDB server refused the user name or password.',
  'forwarder.collection_blank': 'The collection name is empty.',

  // ── members and the blacklist ──
  'user.username_taken': 'The username "{username}" is taken',
  'user.too_many': 'An organization has at most {max} members; remove one first.',
  'user.flags_not_held': 'You may not grant {flags}: you do not hold it yourself',
  'user.role_not_grantable': 'Your role ({mine}) may not give the role {role}',
  'user.owner_not_changeable': 'The owner cannot be changed here; hand over the organization first',
  'user.owner_not_removable': 'The owner cannot be removed here; hand over the organization first',
  'user.cannot_change_self': 'You cannot change yourself here',
  'user.cannot_remove_self': 'You cannot remove yourself here',
  'user.rank_too_low': 'Your role ({mine}) may not change a member who is {role} too or above',
  'user.only_owner_changes_owner': 'Only the owner may change the owner',
  'blacklist.no_such_member': 'No member of this organization has this username.',
  'blacklist.self': 'You cannot bar yourself',
  'blacklist.owner': 'The owner cannot be barred',
  'blacklist.rank_too_low': 'Your role ({mine}) may not bar a member who is {role} too or above',
  'blacklist.already_barred': '{username} is already barred',
  'blacklist.too_many': 'The blacklist holds at most {max} entries; remove one first.',
} as const;
