import { useRef, useState } from 'react';
import { useSession } from '@/lib/session';
import { useFullscreen } from '../hooks/use-fullscreen';
import { useMonitorChoice } from '../hooks/use-monitor-choice';
import { LoginRequiredCard } from './login-required-card';
import { MonitorBoard } from './monitor-board';
import { MonitorHeader } from './monitor-header';
import { MonitorLoginDialog } from './monitor-login-dialog';
import { ProjectPickerDialog } from './project-picker-dialog';

/**
 * /monitor (no login needed): the external dashboard in a sandboxed 16:9 frame with org_slug and project_id,
 * a fullscreen toggle and switch-project; signed out, a login-required card and the login modal.
 */
export function MonitorPage() {
  const { signedIn } = useSession();
  const [loginOpen, setLoginOpen] = useState(!signedIn);
  const [pickerOpen, setPickerOpen] = useState(false);
  // the whole screen (toolbar and board) goes fullscreen, so the toggle stays reachable
  const stage = useRef<HTMLElement>(null);
  const fullscreen = useFullscreen(stage);
  const monitor = useMonitorChoice(signedIn);
  const org = monitor.organizations.find((o) => o.slug === monitor.choice.orgSlug);
  const project = monitor.projects.find((p) => p.project_id === monitor.choice.projectId);
  const place = signedIn && org ? `${org.name}${project ? ` / ${project.name}` : ''}` : '';

  return (
    <main ref={stage} className="bg-background text-foreground flex min-h-screen flex-col">
      <MonitorHeader
        place={place}
        switchProject={
          signedIn
            ? { disabled: !monitor.organizations.length, open: () => setPickerOpen(true) }
            : undefined
        }
        fullscreen={fullscreen}
      />
      <div className="flex flex-1 items-start justify-center p-2 sm:items-center sm:p-4">
        {signedIn ? (
          <MonitorBoard monitor={monitor} />
        ) : (
          <LoginRequiredCard onLogin={() => setLoginOpen(true)} />
        )}
      </div>
      <MonitorLoginDialog open={!signedIn && loginOpen} onOpenChange={setLoginOpen} />
      {pickerOpen ? (
        <ProjectPickerDialog
          open
          onOpenChange={setPickerOpen}
          organizations={monitor.organizations}
          current={monitor.choice}
          onSelect={monitor.select}
        />
      ) : null}
    </main>
  );
}
